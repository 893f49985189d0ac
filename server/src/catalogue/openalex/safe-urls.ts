/**
 * URL-valued fields of an imported record (`url` and every `*_url`: landing_page_url, pdf_url,
 * homepage_url, image_url, image_thumbnail_url, …, at any depth) keep only http(s) URLs. Anything
 * else becomes null: the catalogue serves these fields to browsers that render them as links, and a
 * `javascript:` or `data:` URL in a record must not become one.
 */

const URL_KEY = /(^|_)url$/;

export function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The record with every non-http(s) URL field set to null. Objects and arrays without such a
 * field are returned as they are; a changed one is copied, so the caller's record is never edited.
 */
export function withHttpUrlsOnly<T>(value: T): T {
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item: unknown, i) => {
      const safe = withHttpUrlsOnly(item);
      if (safe !== item) (copy ??= [...value])[i] = safe;
    });
    return (copy ?? value) as T;
  }
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(record)) {
    const isUnsafeUrl = typeof item === 'string' && item !== '' && URL_KEY.test(key) && !isHttpUrl(item);
    const safe = isUnsafeUrl ? null : withHttpUrlsOnly(item);
    if (safe !== item) (copy ??= { ...record })[key] = safe;
  }
  return (copy ?? value) as T;
}
