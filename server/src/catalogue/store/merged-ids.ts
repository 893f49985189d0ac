/**
 * The table of ids OpenAlex merged into others (the snapshot's merged_ids/ files, written by
 * `catalogue update`): entity table, merged id, the id it was merged into, the merge's date.
 */
export const MERGED_IDS_TABLE = 'merged_ids';
