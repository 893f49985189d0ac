export { MAX_TEXT_LENGTH, textToOql, type ResolvedName, type TextOqlDeps, type TextOqlResult } from './text-oql.js';
