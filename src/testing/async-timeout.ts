/**
 * How long a test waits for something that arrives asynchronously: a lazily loaded dialog or page
 * part, a mocked response. Generous, because on a busy machine (CI, several test runs at once) a
 * lazy import that takes 100 ms on an idle one can take several seconds; a test that passes waits
 * only as long as it needs.
 */
export const ASYNC_TIMEOUT_MS = 15_000;
