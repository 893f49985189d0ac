/**
 * The OpenAlex topic classification above topics: 4 domains > 26 fields > 252 subfields.
 *
 * Field and subfield ids are Scopus ASJC codes (field 17 = Computer Science, subfield 1702 =
 * Artificial Intelligence), so a subfield's field is always `Math.floor(subfield_id / 100)`.
 * OpenAlex keeps only the ASJC subject areas that received topics: none of the "(miscellaneous)"
 * xx01 codes, and only eleven of the "General …" xx00 codes (1100, 1200, 1800, 2000, 2100, 2200,
 * 2500, 3200, 3300, 3500, 3600). Names keep OpenAlex's spelling, including its lower-case quirks
 * ('Religious studies', 'Psychiatry and Mental health', 'Industrial relations').
 * The list was checked against two independent public listings of OpenAlex subfield ids.
 */

export interface Domain {
  id: number;
  display_name: string;
  description: string;
}

export interface Field {
  id: number;
  display_name: string;
  domain_id: number;
  description: string;
}

export interface Subfield {
  id: number;
  display_name: string;
  field_id: number;
}

export const DOMAINS = [
  {
    id: 1,
    display_name: 'Life Sciences',
    description: 'The study of living organisms, from molecules and cells to ecosystems.',
  },
  {
    id: 2,
    display_name: 'Social Sciences',
    description: 'The study of human society, behaviour, culture, economy and institutions.',
  },
  {
    id: 3,
    display_name: 'Physical Sciences',
    description: 'The study of non-living matter and energy, and the engineering built on it.',
  },
  {
    id: 4,
    display_name: 'Health Sciences',
    description: 'The study and practice of human and animal health, disease and care.',
  },
] as const satisfies readonly Domain[];

// One row per field reads better than the wrapped form.
// prettier-ignore
export const FIELDS = [
  { id: 11, display_name: 'Agricultural and Biological Sciences', domain_id: 1, description: 'Plants, animals, ecology, food and the production of crops and livestock.' },
  { id: 12, display_name: 'Arts and Humanities', domain_id: 2, description: 'History, philosophy, languages, literature, religion and the arts.' },
  { id: 13, display_name: 'Biochemistry, Genetics and Molecular Biology', domain_id: 1, description: 'The molecules, genes and cells that make up living systems.' },
  { id: 14, display_name: 'Business, Management and Accounting', domain_id: 2, description: 'How firms are organised, managed, financed and marketed.' },
  { id: 15, display_name: 'Chemical Engineering', domain_id: 3, description: 'Design and operation of processes that transform materials at scale.' },
  { id: 16, display_name: 'Chemistry', domain_id: 3, description: 'The composition, structure, properties and reactions of matter.' },
  { id: 17, display_name: 'Computer Science', domain_id: 3, description: 'The theory, design and application of computation and information systems.' },
  { id: 18, display_name: 'Decision Sciences', domain_id: 2, description: 'Quantitative methods for decisions, operations and uncertainty.' },
  { id: 19, display_name: 'Earth and Planetary Sciences', domain_id: 3, description: 'The solid Earth, its oceans and atmosphere, and other planetary bodies.' },
  { id: 20, display_name: 'Economics, Econometrics and Finance', domain_id: 2, description: 'Production, markets, money and the statistical study of economies.' },
  { id: 21, display_name: 'Energy', domain_id: 3, description: 'Generation, conversion, storage and use of energy.' },
  { id: 22, display_name: 'Engineering', domain_id: 3, description: 'Design and analysis of structures, machines, devices and systems.' },
  { id: 23, display_name: 'Environmental Science', domain_id: 3, description: 'Interactions between human activity and the natural environment.' },
  { id: 24, display_name: 'Immunology and Microbiology', domain_id: 1, description: 'Microorganisms, viruses, parasites and the immune responses to them.' },
  { id: 25, display_name: 'Materials Science', domain_id: 3, description: 'The structure, properties, processing and performance of materials.' },
  { id: 26, display_name: 'Mathematics', domain_id: 3, description: 'Pure and applied mathematics, statistics and numerical methods.' },
  { id: 27, display_name: 'Medicine', domain_id: 4, description: 'Diagnosis, treatment and prevention of human disease.' },
  { id: 28, display_name: 'Neuroscience', domain_id: 1, description: 'The structure and function of the nervous system.' },
  { id: 29, display_name: 'Nursing', domain_id: 4, description: 'The practice, management and science of nursing care.' },
  { id: 30, display_name: 'Pharmacology, Toxicology and Pharmaceutics', domain_id: 1, description: 'Drugs, their discovery and formulation, and the effects of toxic substances.' },
  { id: 31, display_name: 'Physics and Astronomy', domain_id: 3, description: 'The fundamental laws of matter, energy, space and time, and the universe.' },
  { id: 32, display_name: 'Psychology', domain_id: 2, description: 'The mind and behaviour of individuals and groups.' },
  { id: 33, display_name: 'Social Sciences', domain_id: 2, description: 'Society, politics, law, education, communication and human geography.' },
  { id: 34, display_name: 'Veterinary', domain_id: 4, description: 'Health and medical care of animals.' },
  { id: 35, display_name: 'Dentistry', domain_id: 4, description: 'Oral health and the diagnosis and treatment of dental disease.' },
  { id: 36, display_name: 'Health Professions', domain_id: 4, description: 'Allied health practice such as therapy, pharmacy and diagnostics.' },
] as const satisfies readonly Field[];

/** All 252 OpenAlex subfields, ordered by id (so grouped by field). */
export const SUBFIELDS = [
  { id: 1100, display_name: 'General Agricultural and Biological Sciences', field_id: 11 },
  { id: 1102, display_name: 'Agronomy and Crop Science', field_id: 11 },
  { id: 1103, display_name: 'Animal Science and Zoology', field_id: 11 },
  { id: 1104, display_name: 'Aquatic Science', field_id: 11 },
  { id: 1105, display_name: 'Ecology, Evolution, Behavior and Systematics', field_id: 11 },
  { id: 1106, display_name: 'Food Science', field_id: 11 },
  { id: 1107, display_name: 'Forestry', field_id: 11 },
  { id: 1108, display_name: 'Horticulture', field_id: 11 },
  { id: 1109, display_name: 'Insect Science', field_id: 11 },
  { id: 1110, display_name: 'Plant Science', field_id: 11 },
  { id: 1111, display_name: 'Soil Science', field_id: 11 },
  { id: 1200, display_name: 'General Arts and Humanities', field_id: 12 },
  { id: 1202, display_name: 'History', field_id: 12 },
  { id: 1203, display_name: 'Language and Linguistics', field_id: 12 },
  { id: 1204, display_name: 'Archeology', field_id: 12 },
  { id: 1205, display_name: 'Classics', field_id: 12 },
  { id: 1206, display_name: 'Conservation', field_id: 12 },
  { id: 1207, display_name: 'History and Philosophy of Science', field_id: 12 },
  { id: 1208, display_name: 'Literature and Literary Theory', field_id: 12 },
  { id: 1209, display_name: 'Museology', field_id: 12 },
  { id: 1210, display_name: 'Music', field_id: 12 },
  { id: 1211, display_name: 'Philosophy', field_id: 12 },
  { id: 1212, display_name: 'Religious studies', field_id: 12 },
  { id: 1213, display_name: 'Visual Arts and Performing Arts', field_id: 12 },
  { id: 1302, display_name: 'Aging', field_id: 13 },
  { id: 1303, display_name: 'Biochemistry', field_id: 13 },
  { id: 1304, display_name: 'Biophysics', field_id: 13 },
  { id: 1305, display_name: 'Biotechnology', field_id: 13 },
  { id: 1306, display_name: 'Cancer Research', field_id: 13 },
  { id: 1307, display_name: 'Cell Biology', field_id: 13 },
  { id: 1308, display_name: 'Clinical Biochemistry', field_id: 13 },
  { id: 1309, display_name: 'Developmental Biology', field_id: 13 },
  { id: 1310, display_name: 'Endocrinology', field_id: 13 },
  { id: 1311, display_name: 'Genetics', field_id: 13 },
  { id: 1312, display_name: 'Molecular Biology', field_id: 13 },
  { id: 1313, display_name: 'Molecular Medicine', field_id: 13 },
  { id: 1314, display_name: 'Physiology', field_id: 13 },
  { id: 1315, display_name: 'Structural Biology', field_id: 13 },
  { id: 1402, display_name: 'Accounting', field_id: 14 },
  { id: 1403, display_name: 'Business and International Management', field_id: 14 },
  { id: 1404, display_name: 'Management Information Systems', field_id: 14 },
  { id: 1405, display_name: 'Management of Technology and Innovation', field_id: 14 },
  { id: 1406, display_name: 'Marketing', field_id: 14 },
  { id: 1407, display_name: 'Organizational Behavior and Human Resource Management', field_id: 14 },
  { id: 1408, display_name: 'Strategy and Management', field_id: 14 },
  { id: 1409, display_name: 'Tourism, Leisure and Hospitality Management', field_id: 14 },
  { id: 1410, display_name: 'Industrial relations', field_id: 14 },
  { id: 1502, display_name: 'Bioengineering', field_id: 15 },
  { id: 1503, display_name: 'Catalysis', field_id: 15 },
  { id: 1504, display_name: 'Chemical Health and Safety', field_id: 15 },
  { id: 1506, display_name: 'Filtration and Separation', field_id: 15 },
  { id: 1507, display_name: 'Fluid Flow and Transfer Processes', field_id: 15 },
  { id: 1508, display_name: 'Process Chemistry and Technology', field_id: 15 },
  { id: 1602, display_name: 'Analytical Chemistry', field_id: 16 },
  { id: 1603, display_name: 'Electrochemistry', field_id: 16 },
  { id: 1604, display_name: 'Inorganic Chemistry', field_id: 16 },
  { id: 1605, display_name: 'Organic Chemistry', field_id: 16 },
  { id: 1606, display_name: 'Physical and Theoretical Chemistry', field_id: 16 },
  { id: 1607, display_name: 'Spectroscopy', field_id: 16 },
  { id: 1702, display_name: 'Artificial Intelligence', field_id: 17 },
  { id: 1703, display_name: 'Computational Theory and Mathematics', field_id: 17 },
  { id: 1704, display_name: 'Computer Graphics and Computer-Aided Design', field_id: 17 },
  { id: 1705, display_name: 'Computer Networks and Communications', field_id: 17 },
  { id: 1706, display_name: 'Computer Science Applications', field_id: 17 },
  { id: 1707, display_name: 'Computer Vision and Pattern Recognition', field_id: 17 },
  { id: 1708, display_name: 'Hardware and Architecture', field_id: 17 },
  { id: 1709, display_name: 'Human-Computer Interaction', field_id: 17 },
  { id: 1710, display_name: 'Information Systems', field_id: 17 },
  { id: 1711, display_name: 'Signal Processing', field_id: 17 },
  { id: 1712, display_name: 'Software', field_id: 17 },
  { id: 1800, display_name: 'General Decision Sciences', field_id: 18 },
  { id: 1802, display_name: 'Information Systems and Management', field_id: 18 },
  { id: 1803, display_name: 'Management Science and Operations Research', field_id: 18 },
  { id: 1804, display_name: 'Statistics, Probability and Uncertainty', field_id: 18 },
  { id: 1902, display_name: 'Atmospheric Science', field_id: 19 },
  { id: 1904, display_name: 'Earth-Surface Processes', field_id: 19 },
  { id: 1906, display_name: 'Geochemistry and Petrology', field_id: 19 },
  { id: 1907, display_name: 'Geology', field_id: 19 },
  { id: 1908, display_name: 'Geophysics', field_id: 19 },
  { id: 1910, display_name: 'Oceanography', field_id: 19 },
  { id: 1911, display_name: 'Paleontology', field_id: 19 },
  { id: 1912, display_name: 'Space and Planetary Science', field_id: 19 },
  { id: 2000, display_name: 'General Economics, Econometrics and Finance', field_id: 20 },
  { id: 2002, display_name: 'Economics and Econometrics', field_id: 20 },
  { id: 2003, display_name: 'Finance', field_id: 20 },
  { id: 2100, display_name: 'General Energy', field_id: 21 },
  { id: 2102, display_name: 'Energy Engineering and Power Technology', field_id: 21 },
  { id: 2103, display_name: 'Fuel Technology', field_id: 21 },
  { id: 2104, display_name: 'Nuclear Energy and Engineering', field_id: 21 },
  { id: 2105, display_name: 'Renewable Energy, Sustainability and the Environment', field_id: 21 },
  { id: 2200, display_name: 'General Engineering', field_id: 22 },
  { id: 2202, display_name: 'Aerospace Engineering', field_id: 22 },
  { id: 2203, display_name: 'Automotive Engineering', field_id: 22 },
  { id: 2204, display_name: 'Biomedical Engineering', field_id: 22 },
  { id: 2205, display_name: 'Civil and Structural Engineering', field_id: 22 },
  { id: 2206, display_name: 'Computational Mechanics', field_id: 22 },
  { id: 2207, display_name: 'Control and Systems Engineering', field_id: 22 },
  { id: 2208, display_name: 'Electrical and Electronic Engineering', field_id: 22 },
  { id: 2209, display_name: 'Industrial and Manufacturing Engineering', field_id: 22 },
  { id: 2210, display_name: 'Mechanical Engineering', field_id: 22 },
  { id: 2211, display_name: 'Mechanics of Materials', field_id: 22 },
  { id: 2212, display_name: 'Ocean Engineering', field_id: 22 },
  { id: 2213, display_name: 'Safety, Risk, Reliability and Quality', field_id: 22 },
  { id: 2214, display_name: 'Media Technology', field_id: 22 },
  { id: 2215, display_name: 'Building and Construction', field_id: 22 },
  { id: 2216, display_name: 'Architecture', field_id: 22 },
  { id: 2302, display_name: 'Ecological Modeling', field_id: 23 },
  { id: 2303, display_name: 'Ecology', field_id: 23 },
  { id: 2304, display_name: 'Environmental Chemistry', field_id: 23 },
  { id: 2305, display_name: 'Environmental Engineering', field_id: 23 },
  { id: 2306, display_name: 'Global and Planetary Change', field_id: 23 },
  { id: 2307, display_name: 'Health, Toxicology and Mutagenesis', field_id: 23 },
  { id: 2308, display_name: 'Management, Monitoring, Policy and Law', field_id: 23 },
  { id: 2309, display_name: 'Nature and Landscape Conservation', field_id: 23 },
  { id: 2310, display_name: 'Pollution', field_id: 23 },
  { id: 2311, display_name: 'Waste Management and Disposal', field_id: 23 },
  { id: 2312, display_name: 'Water Science and Technology', field_id: 23 },
  { id: 2402, display_name: 'Applied Microbiology and Biotechnology', field_id: 24 },
  { id: 2403, display_name: 'Immunology', field_id: 24 },
  { id: 2404, display_name: 'Microbiology', field_id: 24 },
  { id: 2405, display_name: 'Parasitology', field_id: 24 },
  { id: 2406, display_name: 'Virology', field_id: 24 },
  { id: 2500, display_name: 'General Materials Science', field_id: 25 },
  { id: 2502, display_name: 'Biomaterials', field_id: 25 },
  { id: 2503, display_name: 'Ceramics and Composites', field_id: 25 },
  { id: 2504, display_name: 'Electronic, Optical and Magnetic Materials', field_id: 25 },
  { id: 2505, display_name: 'Materials Chemistry', field_id: 25 },
  { id: 2506, display_name: 'Metals and Alloys', field_id: 25 },
  { id: 2507, display_name: 'Polymers and Plastics', field_id: 25 },
  { id: 2508, display_name: 'Surfaces, Coatings and Films', field_id: 25 },
  { id: 2602, display_name: 'Algebra and Number Theory', field_id: 26 },
  { id: 2604, display_name: 'Applied Mathematics', field_id: 26 },
  { id: 2605, display_name: 'Computational Mathematics', field_id: 26 },
  { id: 2607, display_name: 'Discrete Mathematics and Combinatorics', field_id: 26 },
  { id: 2608, display_name: 'Geometry and Topology', field_id: 26 },
  { id: 2610, display_name: 'Mathematical Physics', field_id: 26 },
  { id: 2611, display_name: 'Modeling and Simulation', field_id: 26 },
  { id: 2612, display_name: 'Numerical Analysis', field_id: 26 },
  { id: 2613, display_name: 'Statistics and Probability', field_id: 26 },
  { id: 2614, display_name: 'Theoretical Computer Science', field_id: 26 },
  { id: 2702, display_name: 'Anatomy', field_id: 27 },
  { id: 2703, display_name: 'Anesthesiology and Pain Medicine', field_id: 27 },
  { id: 2704, display_name: 'Biochemistry', field_id: 27 },
  { id: 2705, display_name: 'Cardiology and Cardiovascular Medicine', field_id: 27 },
  { id: 2706, display_name: 'Critical Care and Intensive Care Medicine', field_id: 27 },
  { id: 2707, display_name: 'Complementary and alternative medicine', field_id: 27 },
  { id: 2708, display_name: 'Dermatology', field_id: 27 },
  { id: 2711, display_name: 'Emergency Medicine', field_id: 27 },
  { id: 2712, display_name: 'Endocrinology, Diabetes and Metabolism', field_id: 27 },
  { id: 2713, display_name: 'Epidemiology', field_id: 27 },
  { id: 2714, display_name: 'Family Practice', field_id: 27 },
  { id: 2715, display_name: 'Gastroenterology', field_id: 27 },
  { id: 2716, display_name: 'Genetics', field_id: 27 },
  { id: 2717, display_name: 'Geriatrics and Gerontology', field_id: 27 },
  { id: 2718, display_name: 'Health Informatics', field_id: 27 },
  { id: 2720, display_name: 'Hematology', field_id: 27 },
  { id: 2721, display_name: 'Hepatology', field_id: 27 },
  { id: 2723, display_name: 'Immunology and Allergy', field_id: 27 },
  { id: 2724, display_name: 'Internal Medicine', field_id: 27 },
  { id: 2725, display_name: 'Infectious Diseases', field_id: 27 },
  { id: 2726, display_name: 'Microbiology', field_id: 27 },
  { id: 2727, display_name: 'Nephrology', field_id: 27 },
  { id: 2728, display_name: 'Neurology', field_id: 27 },
  { id: 2729, display_name: 'Obstetrics and Gynecology', field_id: 27 },
  { id: 2730, display_name: 'Oncology', field_id: 27 },
  { id: 2731, display_name: 'Ophthalmology', field_id: 27 },
  { id: 2732, display_name: 'Orthopedics and Sports Medicine', field_id: 27 },
  { id: 2733, display_name: 'Otorhinolaryngology', field_id: 27 },
  { id: 2734, display_name: 'Pathology and Forensic Medicine', field_id: 27 },
  { id: 2735, display_name: 'Pediatrics, Perinatology and Child Health', field_id: 27 },
  { id: 2736, display_name: 'Pharmacology', field_id: 27 },
  { id: 2737, display_name: 'Physiology', field_id: 27 },
  { id: 2738, display_name: 'Psychiatry and Mental health', field_id: 27 },
  { id: 2739, display_name: 'Public Health, Environmental and Occupational Health', field_id: 27 },
  { id: 2740, display_name: 'Pulmonary and Respiratory Medicine', field_id: 27 },
  { id: 2741, display_name: 'Radiology, Nuclear Medicine and Imaging', field_id: 27 },
  { id: 2742, display_name: 'Rehabilitation', field_id: 27 },
  { id: 2743, display_name: 'Reproductive Medicine', field_id: 27 },
  { id: 2745, display_name: 'Rheumatology', field_id: 27 },
  { id: 2746, display_name: 'Surgery', field_id: 27 },
  { id: 2747, display_name: 'Transplantation', field_id: 27 },
  { id: 2748, display_name: 'Urology', field_id: 27 },
  { id: 2802, display_name: 'Behavioral Neuroscience', field_id: 28 },
  { id: 2803, display_name: 'Biological Psychiatry', field_id: 28 },
  { id: 2804, display_name: 'Cellular and Molecular Neuroscience', field_id: 28 },
  { id: 2805, display_name: 'Cognitive Neuroscience', field_id: 28 },
  { id: 2806, display_name: 'Developmental Neuroscience', field_id: 28 },
  { id: 2807, display_name: 'Endocrine and Autonomic Systems', field_id: 28 },
  { id: 2808, display_name: 'Neurology', field_id: 28 },
  { id: 2809, display_name: 'Sensory Systems', field_id: 28 },
  { id: 2910, display_name: 'Issues, ethics and legal aspects', field_id: 29 },
  { id: 2911, display_name: 'Leadership and Management', field_id: 29 },
  { id: 2916, display_name: 'Nutrition and Dietetics', field_id: 29 },
  { id: 2922, display_name: 'Research and Theory', field_id: 29 },
  { id: 3002, display_name: 'Drug Discovery', field_id: 30 },
  { id: 3003, display_name: 'Pharmaceutical Science', field_id: 30 },
  { id: 3004, display_name: 'Pharmacology', field_id: 30 },
  { id: 3005, display_name: 'Toxicology', field_id: 30 },
  { id: 3102, display_name: 'Acoustics and Ultrasonics', field_id: 31 },
  { id: 3103, display_name: 'Astronomy and Astrophysics', field_id: 31 },
  { id: 3104, display_name: 'Condensed Matter Physics', field_id: 31 },
  { id: 3105, display_name: 'Instrumentation', field_id: 31 },
  { id: 3106, display_name: 'Nuclear and High Energy Physics', field_id: 31 },
  { id: 3107, display_name: 'Atomic and Molecular Physics, and Optics', field_id: 31 },
  { id: 3108, display_name: 'Radiation', field_id: 31 },
  { id: 3109, display_name: 'Statistical and Nonlinear Physics', field_id: 31 },
  { id: 3200, display_name: 'General Psychology', field_id: 32 },
  { id: 3202, display_name: 'Applied Psychology', field_id: 32 },
  { id: 3203, display_name: 'Clinical Psychology', field_id: 32 },
  { id: 3204, display_name: 'Developmental and Educational Psychology', field_id: 32 },
  { id: 3205, display_name: 'Experimental and Cognitive Psychology', field_id: 32 },
  { id: 3206, display_name: 'Neuropsychology and Physiological Psychology', field_id: 32 },
  { id: 3207, display_name: 'Social Psychology', field_id: 32 },
  { id: 3300, display_name: 'General Social Sciences', field_id: 33 },
  { id: 3302, display_name: 'Archeology', field_id: 33 },
  { id: 3303, display_name: 'Development', field_id: 33 },
  { id: 3304, display_name: 'Education', field_id: 33 },
  { id: 3305, display_name: 'Geography, Planning and Development', field_id: 33 },
  { id: 3306, display_name: 'Health', field_id: 33 },
  { id: 3307, display_name: 'Human Factors and Ergonomics', field_id: 33 },
  { id: 3308, display_name: 'Law', field_id: 33 },
  { id: 3309, display_name: 'Library and Information Sciences', field_id: 33 },
  { id: 3310, display_name: 'Linguistics and Language', field_id: 33 },
  { id: 3311, display_name: 'Safety Research', field_id: 33 },
  { id: 3312, display_name: 'Sociology and Political Science', field_id: 33 },
  { id: 3313, display_name: 'Transportation', field_id: 33 },
  { id: 3314, display_name: 'Anthropology', field_id: 33 },
  { id: 3315, display_name: 'Communication', field_id: 33 },
  { id: 3316, display_name: 'Cultural Studies', field_id: 33 },
  { id: 3317, display_name: 'Demography', field_id: 33 },
  { id: 3318, display_name: 'Gender Studies', field_id: 33 },
  { id: 3319, display_name: 'Life-span and Life-course Studies', field_id: 33 },
  { id: 3320, display_name: 'Political Science and International Relations', field_id: 33 },
  { id: 3321, display_name: 'Public Administration', field_id: 33 },
  { id: 3322, display_name: 'Urban Studies', field_id: 33 },
  { id: 3402, display_name: 'Equine', field_id: 34 },
  { id: 3404, display_name: 'Small Animals', field_id: 34 },
  { id: 3500, display_name: 'General Dentistry', field_id: 35 },
  { id: 3504, display_name: 'Oral Surgery', field_id: 35 },
  { id: 3505, display_name: 'Orthodontics', field_id: 35 },
  { id: 3506, display_name: 'Periodontics', field_id: 35 },
  { id: 3600, display_name: 'General Health Professions', field_id: 36 },
  { id: 3603, display_name: 'Complementary and Manual Therapy', field_id: 36 },
  { id: 3604, display_name: 'Emergency Medical Services', field_id: 36 },
  { id: 3605, display_name: 'Health Information Management', field_id: 36 },
  { id: 3607, display_name: 'Medical Laboratory Technology', field_id: 36 },
  { id: 3608, display_name: 'Medical Terminology', field_id: 36 },
  { id: 3609, display_name: 'Occupational Therapy', field_id: 36 },
  { id: 3611, display_name: 'Pharmacy', field_id: 36 },
  { id: 3612, display_name: 'Physical Therapy, Sports Therapy and Rehabilitation', field_id: 36 },
  { id: 3614, display_name: 'Radiological and Ultrasound Technology', field_id: 36 },
  { id: 3616, display_name: 'Speech and Hearing', field_id: 36 },
] as const satisfies readonly Subfield[];

export type DomainId = (typeof DOMAINS)[number]['id'];
export type FieldId = (typeof FIELDS)[number]['id'];
export type SubfieldId = (typeof SUBFIELDS)[number]['id'];

const DOMAIN_BY_ID: ReadonlyMap<number, Domain> = new Map(DOMAINS.map((d) => [d.id, d]));
const FIELD_BY_ID: ReadonlyMap<number, Field> = new Map(FIELDS.map((f) => [f.id, f]));
const SUBFIELD_BY_ID: ReadonlyMap<number, Subfield> = new Map(SUBFIELDS.map((s) => [s.id, s]));

export function domainById(id: number): Domain | undefined {
  return DOMAIN_BY_ID.get(id);
}

export function fieldById(id: number): Field | undefined {
  return FIELD_BY_ID.get(id);
}

export function subfieldById(id: number): Subfield | undefined {
  return SUBFIELD_BY_ID.get(id);
}

/** Subfields of one field, in id order. */
export function subfieldsOfField(fieldId: number): Subfield[] {
  return SUBFIELDS.filter((s) => s.field_id === fieldId);
}

/** Fields of one domain, in id order. */
export function fieldsOfDomain(domainId: number): Field[] {
  return FIELDS.filter((f) => f.domain_id === domainId);
}
