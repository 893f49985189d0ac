/**
 * Words that carry no filter of their own: requests ('show me'), pronouns, auxiliaries and the
 * verbs of asking about research ('publish', 'collaborate'). A question whose other words are all
 * understood is understood; any word outside this list that no rule explained is reported.
 */
const FILLER = new Set(
  `a about across after all along also an and any anything are around as at available be been being both
   but by can collaborate collaborates collaborated collaborating collaboration collaborations connected
   contribute contributes could data database did do does doing done each either entire every everything
   exactly find focus focused focuses for from get give go going had has have having he her here his how i
   if in include including index indexed indexes into is it its just know like list listed lists look make
   me most my need now of on one only or our out over please produce produced produces publish published
   publishes publishing put really research researched see show shown showing so some than that the their
   them then there these they thing things this those to up us use used uses using want was we were what
   when where whether which while who whom whose will with within work worked working works would you your
   openalex database catalogue catalog co-author co-authors coauthor co-authored authored written wrote
   write writes made making have spans span related relating designated tagged associated also only
   list overall total number many much count counts how's what's there's i'd i'm let lets let's everyone
   anyone someone people person world world's top best leading main primary kind kinds type types
   id ids columns column following variables variable indicator status name names full entire career
   currently now high level statistics stats summary across different various other same like such
   ones one-line line single sorted order ordered alphabetical ascending descending reverse first last
   again based located between them give gives given got shows displays display displayed publications
   publication papers paper articles sort sorting rank ranked breakdown distribution overview split
   funded fund funds funding received receive academic institutional aspects found sdg sdgs author source location keyword topic
   trending emerging hot growing average mean`.split(/\s+/),
);

/** Words that ask for something we do not have (a description column): never read as names. */
export const NOT_A_NAME = new Set(['description', 'descriptions', 'describe', 'explain', 'definition', 'definitions']);

export function isFiller(word: string): boolean {
  const w = word.toLowerCase().replace(/['’]s$/, '');
  return FILLER.has(w) || /^\d+\.?$/.test(w);
}
