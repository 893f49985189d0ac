/**
 * Lookup tables for work rows: departments in affiliation strings, likely SDGs per field, how
 * often each country publishes in its own language, and Crossref types per work type.
 */

// prettier-ignore
export const DEPARTMENTS: Readonly<Record<number, readonly string[]>> = {
  11: ['Department of Plant Sciences', 'Department of Animal Science', 'Department of Ecology and Evolutionary Biology'],
  12: ['Department of History', 'Department of Philosophy', 'School of Languages and Cultures'],
  13: ['Department of Biochemistry', 'Department of Molecular Biology', 'Department of Genetics'],
  14: ['School of Business', 'Department of Management', 'Department of Accounting and Finance'],
  15: ['Department of Chemical Engineering'], 16: ['Department of Chemistry', 'School of Chemical Sciences'],
  17: ['Department of Computer Science', 'School of Computing', 'Department of Electrical Engineering and Computer Science'],
  18: ['Department of Industrial Engineering and Operations Research', 'Department of Decision Sciences'],
  19: ['Department of Earth Sciences', 'Department of Geology', 'Department of Atmospheric Sciences'],
  20: ['Department of Economics', 'School of Economics and Finance'], 21: ['Department of Energy Engineering', 'Institute for Energy Research'],
  22: ['Department of Mechanical Engineering', 'Department of Civil Engineering', 'Department of Electrical Engineering'],
  23: ['Department of Environmental Science', 'School of Environment'], 24: ['Department of Microbiology', 'Department of Immunology'],
  25: ['Department of Materials Science and Engineering'], 26: ['Department of Mathematics', 'Department of Statistics'],
  27: ['Department of Medicine', 'Department of Cardiology', 'Department of Oncology', 'Department of Surgery', 'Department of Epidemiology', 'Department of Pediatrics'],
  28: ['Department of Neuroscience', 'Department of Neurology'], 29: ['School of Nursing', 'Faculty of Nursing'],
  30: ['Department of Pharmacology', 'School of Pharmacy'], 31: ['Department of Physics', 'Department of Physics and Astronomy'],
  32: ['Department of Psychology'], 33: ['Department of Sociology', 'Department of Political Science', 'School of Education', 'Faculty of Law'],
  34: ['Faculty of Veterinary Medicine'], 35: ['School of Dentistry', 'Faculty of Dentistry'], 36: ['Department of Physical Therapy', 'School of Health Professions'],
};
// prettier-ignore
export const SDG_BY_FIELD: Readonly<Record<number, readonly number[]>> = {
  11: [2, 15, 14], 12: [16, 4], 13: [3], 14: [8, 12], 15: [6, 7, 12], 16: [12, 3], 17: [9, 4], 18: [9, 12],
  19: [13, 15, 14, 11], 20: [8, 1, 10], 21: [7, 13], 22: [9, 11, 6], 23: [13, 6, 15, 14], 24: [3], 25: [7, 9],
  26: [4], 27: [3], 28: [3], 29: [3], 30: [3], 31: [7], 32: [3, 4], 33: [4, 5, 10, 16, 11], 34: [2, 3], 35: [3], 36: [3],
};
export const SDG_HEAVY = new Set([11, 21, 23, 27, 29, 33, 20, 34, 35, 36]);
// Share of works in the local language, by the lead author's country.
// prettier-ignore
export const LOCAL_LANGUAGE: Readonly<Record<string, [string, number]>> = {
  CN: ['zh', 0.18], TW: ['zh', 0.1], DE: ['de', 0.12], AT: ['de', 0.12], CH: ['de', 0.06], FR: ['fr', 0.12], BE: ['fr', 0.04],
  ES: ['es', 0.15], MX: ['es', 0.25], AR: ['es', 0.25], CL: ['es', 0.2], CO: ['es', 0.3], PE: ['es', 0.3], EC: ['es', 0.3], CU: ['es', 0.4],
  JP: ['ja', 0.15], BR: ['pt', 0.25], PT: ['pt', 0.15], RU: ['ru', 0.3], UA: ['uk', 0.15], KZ: ['ru', 0.2], KR: ['ko', 0.12],
  ID: ['id', 0.25], IT: ['it', 0.08], PL: ['pl', 0.1], TR: ['tr', 0.12], NL: ['nl', 0.03], IR: ['fa', 0.08], CZ: ['cs', 0.08],
};
export const TYPE_CROSSREF = [
  'journal-article',
  'book-chapter',
  'posted-content',
  'journal-article',
  'dataset',
  'dissertation',
  'monograph',
  'journal-article',
  'journal-article',
  'report',
  'other',
];
