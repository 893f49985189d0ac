/**
 * Word lists for the demo catalogue's generated titles and abstracts.
 *
 * FIELD_TERMS gives ~40 research terms per taxonomy field; a template's {term} and {term2} are
 * drawn from the work's field so a Dentistry paper talks about dentistry. Methods and study
 * populations depend on the field's domain (a cohort study suits Medicine, a benchmark dataset
 * suits Computer Science), so they come in per-domain lists keyed by domain id.
 *
 * Template slots: {term} {term2} {method} {population} {finding} {study_noun} {adjective}
 * {aspect} {count}. {count} is an integer the generator picks; {population} values are plural
 * noun phrases so that '{count} {population}' reads correctly. Writing {a:slot} puts 'a' or 'an'
 * before the value. fillTemplate() does the substitution.
 */
import type { DomainId, FieldId } from './taxonomy.js';

// prettier-ignore
export const FIELD_TERMS = {
  11: [
    'crop yield', 'drought tolerance', 'soil organic carbon', 'nitrogen use efficiency',
    'plant–pathogen interactions', 'pollinator decline', 'species distribution models',
    'seed germination', 'integrated pest management', 'conservation tillage', 'agroforestry systems',
    'root architecture', 'photosynthetic efficiency', 'rice paddies', 'wheat breeding',
    'maize hybrids', 'livestock feeding strategies', 'dairy cattle welfare', 'aquaculture systems',
    'fish stock assessment', 'coral reef ecology', 'insect herbivory', 'invasive species',
    'forest canopy dynamics', 'biodiversity loss', 'phenotypic plasticity', 'food security',
    'postharvest losses', 'fruit quality', 'plant growth-promoting rhizobacteria',
    'arbuscular mycorrhizal fungi', 'salinity stress', 'intercropping', 'habitat fragmentation',
    'animal behaviour', 'herbicide resistance', 'grassland productivity', 'precision agriculture',
    'honey bee colony health', 'genomic selection',
  ],
  12: [
    'early modern print culture', 'medieval manuscripts', 'literary modernism',
    'postcolonial literature', 'historical memory', 'oral history', 'cultural heritage',
    'museum collections', 'archaeological excavations', 'Bronze Age settlements',
    'Roman provincial archaeology', 'classical reception', 'Byzantine art', 'Renaissance humanism',
    'religious pluralism', 'biblical hermeneutics', 'Islamic jurisprudence', 'Buddhist philosophy',
    'phenomenology', 'moral realism', 'philosophy of mind', 'epistemic injustice',
    'aesthetic experience', 'musical performance practice', 'film history',
    'theatre and performance', 'visual culture', 'translation studies', 'historical linguistics',
    'digital humanities', 'book history', 'nationalism and identity', 'colonial archives',
    'intellectual history', 'history of science', 'heritage conservation', 'poetry and poetics',
    'narrative theory', 'war memorials', 'iconography',
  ],
  13: [
    'gene expression regulation', 'CRISPR–Cas9 genome editing', 'single-cell RNA sequencing',
    'chromatin remodelling', 'DNA methylation', 'histone modifications', 'non-coding RNAs',
    'microRNA regulation', 'protein folding', 'protein–protein interactions',
    'cryo-electron microscopy', 'enzyme kinetics', 'mitochondrial dynamics', 'autophagy',
    'apoptosis', 'cell cycle control', 'stem cell differentiation', 'signal transduction',
    'the tumour microenvironment', 'oncogenic signalling', 'the DNA damage response',
    'telomere biology', 'cellular senescence', 'metabolic reprogramming', 'lipid metabolism',
    'insulin signalling', 'circadian clocks', 'genome-wide association studies',
    'population genetics', 'epigenetic inheritance', 'alternative splicing',
    'membrane transporters', 'ion channels', 'structural biology', 'proteomics', 'metabolomics',
    'organoid models', 'extracellular vesicles', 'the ubiquitin–proteasome system',
    'embryonic development',
  ],
  14: [
    'corporate governance', 'earnings management', 'audit quality', 'sustainability reporting',
    'corporate social responsibility', 'supply chain resilience', 'digital transformation',
    'business model innovation', 'entrepreneurial orientation', 'family firms',
    'small business growth', 'organizational learning', 'knowledge management',
    'dynamic capabilities', 'leadership styles', 'employee engagement', 'work–life balance',
    'human resource management practices', 'organizational commitment', 'job satisfaction',
    'consumer behaviour', 'brand loyalty', 'customer satisfaction', 'social media marketing',
    'service quality', 'online reviews', 'destination image', 'hospitality management',
    'international business strategy', 'mergers and acquisitions', 'innovation ecosystems',
    'open innovation', 'strategic alliances', 'management accounting', 'performance measurement',
    'stakeholder engagement', 'green supply chain management', 'e-commerce adoption',
    'board diversity', 'crowdfunding',
  ],
  15: [
    'heterogeneous catalysis', 'catalyst deactivation', 'reactor design', 'process intensification',
    'membrane separation', 'adsorption isotherms', 'carbon capture', 'CO2 conversion',
    'biomass pyrolysis', 'hydrothermal liquefaction', 'fluidized bed reactors', 'multiphase flow',
    'heat transfer enhancement', 'nanofluids', 'mass transfer coefficients',
    'distillation column control', 'process simulation', 'techno-economic analysis',
    'life cycle assessment', 'industrial wastewater treatment', 'photocatalytic degradation',
    'zeolite synthesis', 'metal–organic frameworks', 'hydrogen production',
    'steam methane reforming', 'Fischer–Tropsch synthesis', 'electrocatalytic CO2 reduction',
    'biorefinery processes', 'fermentation scale-up', 'crystallization kinetics', 'process safety',
    'solvent extraction', 'ionic liquids', 'supercritical fluids', 'microreactors',
    'emulsion stability', 'suspension rheology', 'computational fluid dynamics',
    'bioreactor design', 'water desalination',
  ],
  16: [
    'asymmetric synthesis', 'organocatalysis', 'C–H activation', 'cross-coupling reactions',
    'total synthesis', 'photoredox catalysis', 'transition metal complexes',
    'coordination polymers', 'supramolecular assemblies', 'host–guest chemistry',
    'reaction mechanisms', 'density functional theory', 'molecular dynamics simulations',
    'spectroscopic characterization', 'NMR spectroscopy', 'mass spectrometry', 'Raman spectroscopy',
    'electrochemical sensors', 'fluorescent probes', 'chromatographic separation',
    'trace metal analysis', 'green chemistry', 'polymer synthesis', 'click chemistry',
    'peptide synthesis', 'natural products', 'medicinal chemistry', 'crystal structures',
    'hydrogen bonding', 'excited-state dynamics', 'ultrafast spectroscopy',
    'electrochemical impedance', 'lanthanide luminescence', 'organometallic chemistry',
    'main-group chemistry', 'surface-enhanced Raman scattering', 'chiral recognition',
    'solvation effects', 'quantum chemical calculations', 'reaction kinetics',
  ],
  17: [
    'neural networks', 'graph algorithms', 'federated learning', 'large language models',
    'reinforcement learning', 'transformer architectures', 'convolutional neural networks',
    'graph neural networks', 'self-supervised learning', 'transfer learning',
    'explainable artificial intelligence', 'adversarial robustness', 'differential privacy',
    'natural language processing', 'machine translation', 'object detection',
    'semantic segmentation', 'image recognition', 'knowledge graphs', 'recommender systems',
    'information retrieval', 'distributed systems', 'edge computing', 'cloud resource scheduling',
    'software testing', 'program synthesis', 'formal verification', 'compiler optimization',
    'blockchain consensus', 'intrusion detection', 'malware detection', 'wireless sensor networks',
    'the Internet of Things', 'software-defined networking', 'human–computer interaction',
    'virtual reality', 'approximation algorithms', 'computational complexity', 'anomaly detection',
    'time series forecasting',
  ],
  18: [
    'multi-criteria decision making', 'the analytic hierarchy process', 'fuzzy decision support',
    'vehicle routing', 'inventory management', 'scheduling under uncertainty',
    'stochastic programming', 'robust optimization', 'integer programming', 'metaheuristics',
    'genetic algorithms', 'data envelopment analysis', 'efficiency benchmarking', 'queueing models',
    'demand forecasting', 'risk assessment', 'Bayesian inference', 'uncertainty quantification',
    'decision trees', 'group decision making', 'facility location', 'supply chain optimization',
    'revenue management', 'simulation optimization', 'Markov decision processes',
    'information systems adoption', 'enterprise resource planning', 'business analytics',
    'project portfolio selection', 'sustainable operations', 'humanitarian logistics',
    'reliability modelling', 'game-theoretic models', 'preference elicitation',
    'statistical process control', 'survival analysis', 'forecast combination',
    'bootstrap methods', 'sensitivity analysis', 'expert judgement',
  ],
  19: [
    'seismic hazard', 'earthquake source mechanisms', 'fault zone structure', 'plate tectonics',
    'mantle convection', 'volcanic eruptions', 'magma differentiation', 'geochemical signatures',
    'zircon geochronology', 'sedimentary basins', 'stratigraphy', 'paleoclimate reconstruction',
    'glacier dynamics', 'ice sheet mass balance', 'permafrost thaw', 'landslide susceptibility',
    'river sediment transport', 'coastal erosion', 'groundwater recharge',
    'the atmospheric boundary layer', 'aerosol–cloud interactions', 'monsoon variability',
    'the El Niño–Southern Oscillation', 'ocean circulation', 'sea surface temperature',
    'marine sediments', 'the fossil record', 'mass extinctions', 'planetary atmospheres',
    'Martian geology', 'meteorite composition', 'land surface remote sensing',
    'InSAR ground deformation', 'hydrocarbon reservoirs', 'rock physics', 'geothermal systems',
    'soil erosion', 'extreme precipitation', 'tropical cyclones', 'space weather',
  ],
  20: [
    'monetary policy transmission', 'inflation expectations', 'fiscal multipliers',
    'public debt sustainability', 'economic growth', 'income inequality', 'labour market outcomes',
    'minimum wages', 'human capital', 'international trade', 'foreign direct investment',
    'exchange rate dynamics', 'financial inclusion', 'microfinance', 'asset pricing',
    'stock market volatility', 'cryptocurrency markets', 'banking stability', 'credit risk',
    'corporate investment', 'capital structure', 'household consumption', 'poverty dynamics',
    'energy prices', 'carbon pricing', 'environmental regulation', 'health economics',
    'behavioural economics', 'auction design', 'market competition', 'productivity growth',
    'regional development', 'remittances', 'panel data econometrics', 'causal inference',
    'difference-in-differences designs', 'time series econometrics', 'macroeconomic forecasting',
    'sovereign bond spreads', 'pension systems',
  ],
  21: [
    'photovoltaic systems', 'perovskite solar cells', 'wind power forecasting',
    'battery energy storage', 'lithium-ion batteries', 'solid-state electrolytes', 'fuel cells',
    'hydrogen storage', 'smart grids', 'microgrids', 'demand response', 'power system stability',
    'energy management systems', 'electric vehicle charging', 'building energy efficiency',
    'district heating', 'heat pumps', 'thermal energy storage', 'concentrated solar power',
    'biofuels', 'biogas production', 'combustion efficiency', 'gas turbines',
    'nuclear reactor safety', 'the nuclear fuel cycle', 'the energy transition',
    'renewable energy integration', 'energy poverty', 'levelized cost of electricity',
    'power electronic converters', 'maximum power point tracking', 'grid frequency regulation',
    'offshore wind farms', 'geothermal energy', 'supercapacitors', 'energy policy',
    'carbon emissions reduction', 'enhanced oil recovery', 'shale gas',
    'energy consumption forecasting',
  ],
  22: [
    'structural health monitoring', 'finite element modelling', 'reinforced concrete',
    'seismic design', 'fatigue life prediction', 'composite laminates', 'additive manufacturing',
    'machining processes', 'welding defects', 'tribology', 'vibration control', 'fault diagnosis',
    'predictive maintenance', 'control system design', 'model predictive control',
    'robotic manipulators', 'autonomous vehicles', 'unmanned aerial vehicles', 'path planning',
    'aerodynamic optimization', 'turbulent flows', 'heat exchangers', 'antenna design',
    'power amplifiers', 'signal integrity', 'microelectromechanical systems', 'biomedical devices',
    'medical image reconstruction', 'traffic flow modelling', 'pavement performance',
    'bridge engineering', 'slope stability', 'tunnel excavation', 'ship hydrodynamics',
    'building information modelling', 'construction safety', 'reliability engineering',
    'lean manufacturing', 'digital twins', 'sensor fusion',
  ],
  23: [
    'air pollution exposure', 'fine particulate matter', 'ozone formation',
    'heavy metal contamination', 'microplastics', 'per- and polyfluoroalkyl substances',
    'pesticide residues', 'emerging contaminants', 'water quality monitoring', 'eutrophication',
    'wastewater reuse', 'constructed wetlands', 'soil remediation', 'biochar amendment',
    'climate change adaptation', 'climate change impacts', 'greenhouse gas emissions',
    'carbon sequestration', 'land use change', 'urban heat islands', 'ecosystem services',
    'biodiversity conservation', 'protected areas', 'wildlife habitat', 'ecological niche modelling',
    'environmental impact assessment', 'waste management', 'the circular economy',
    'plastic waste recycling', 'environmental policy', 'ecotoxicology', 'nutrient cycling',
    'watershed management', 'drought monitoring', 'flood risk', 'wildfire regimes',
    'mangrove ecosystems', 'environmental DNA', 'noise pollution', 'sustainable development',
  ],
  24: [
    'innate immunity', 'adaptive immune responses', 'T cell exhaustion', 'regulatory T cells',
    'B cell memory', 'antibody responses', 'cytokine signalling', 'inflammasome activation',
    'Toll-like receptors', 'vaccine immunogenicity', 'mucosal immunity', 'autoimmunity',
    'the gut microbiota', 'microbial community structure', 'antimicrobial resistance',
    'bacterial biofilms', 'quorum sensing', 'bacterial pathogenesis', 'host–pathogen interactions',
    'viral replication', 'viral evolution', 'SARS-CoV-2 infection', 'influenza viruses',
    'HIV latency', 'hepatitis B virus', 'bacteriophages', 'fungal pathogens',
    'parasite transmission', 'malaria parasites', 'helminth infections', 'probiotics',
    'food fermentation', 'metagenomics', 'microbial ecology', 'soil microbiomes',
    'virulence factors', 'antiviral immunity', 'macrophage polarization', 'dendritic cells',
    'neutralizing antibodies',
  ],
  25: [
    'two-dimensional materials', 'graphene', 'transition metal dichalcogenides',
    'halide perovskites', 'high-entropy alloys', 'thin films', 'nanoparticle synthesis',
    'nanocomposites', 'polymer blends', 'hydrogels', 'biomaterials', 'bone tissue scaffolds',
    'ceramic coatings', 'corrosion resistance', 'grain boundaries', 'phase transformations',
    'mechanical properties', 'fracture toughness', 'creep behaviour', 'microstructure evolution',
    'magnetic materials', 'ferroelectric materials', 'thermoelectric materials',
    'semiconductor heterostructures', 'quantum dots', 'photonic crystals', 'metamaterials',
    'self-healing materials', 'shape memory alloys', 'porous materials', 'electrode materials',
    'cathode materials', 'surface modification', 'atomic layer deposition', 'sol–gel processing',
    'powder metallurgy', 'X-ray diffraction analysis', 'electron microscopy',
    'data-driven materials discovery', 'flexible electronics',
  ],
  26: [
    'partial differential equations', 'nonlinear dynamics', 'bifurcation analysis',
    'stochastic differential equations', 'numerical methods', 'finite difference schemes',
    'spectral methods', 'convex optimization', 'variational inequalities', 'fixed point theorems',
    'graph theory', 'combinatorial designs', 'extremal combinatorics', 'analytic number theory',
    'elliptic curves', 'algebraic geometry', 'representation theory', 'finite groups',
    'Lie algebras', 'topological invariants', 'differential geometry', 'Riemannian manifolds',
    'functional analysis', 'operator theory', 'harmonic analysis', 'fractional calculus',
    'mathematical modelling', 'epidemic models', 'probability theory', 'random matrices',
    'Markov chains', 'statistical inference', 'high-dimensional statistics',
    'Bayesian nonparametrics', 'regression models', 'mixed-effects models', 'inverse problems',
    'integrable systems', 'mathematical physics', 'cryptographic protocols',
  ],
  27: [
    'type 2 diabetes', 'hypertension', 'heart failure', 'atrial fibrillation',
    'acute myocardial infarction', 'stroke outcomes', 'chronic kidney disease', 'sepsis',
    'acute respiratory distress syndrome', 'COVID-19', 'tuberculosis', 'HIV care',
    'breast cancer', 'colorectal cancer', 'lung cancer screening', 'immune checkpoint inhibitors',
    'chemotherapy toxicity', 'radiotherapy', 'minimally invasive surgery',
    'postoperative complications', 'regional anaesthesia', 'obesity', 'gestational diabetes',
    'preterm birth', 'childhood asthma', 'depression', 'anxiety disorders', 'dementia',
    "Parkinson's disease", 'multiple sclerosis', 'rheumatoid arthritis', 'osteoporosis',
    'chronic pain', 'antimicrobial stewardship', 'vaccination coverage',
    'health-related quality of life', 'mortality risk', 'hospital readmissions',
    'diagnostic accuracy', 'telemedicine',
  ],
  28: [
    'synaptic plasticity', 'neural circuits', 'neurotransmitter release', 'dopaminergic signalling',
    'hippocampal memory', 'the prefrontal cortex', 'working memory', 'attention networks',
    'functional connectivity', 'resting-state fMRI', 'electroencephalography',
    'brain–computer interfaces', 'neuroinflammation', 'microglia', 'astrocytes',
    'neurodegeneration', 'amyloid-beta', 'tau pathology', 'alpha-synuclein aggregation',
    'adult neurogenesis', 'axon regeneration', 'spinal cord injury', 'pain processing',
    'sleep regulation', 'circadian rhythms', 'stress hormones', 'fear conditioning',
    'reward learning', 'value-based decision making', 'motor control', 'the visual cortex',
    'auditory processing', 'olfaction', 'neurodevelopmental disorders', 'autism spectrum disorder',
    'epilepsy', 'deep brain stimulation', 'optogenetics', 'neuroimaging biomarkers',
    'the blood–brain barrier',
  ],
  29: [
    'nurse staffing', 'nursing workload', 'burnout among nurses', 'patient safety culture',
    'medication administration errors', 'pressure injury prevention', 'falls prevention',
    'infection control practices', 'hand hygiene compliance', 'pain management', 'palliative care',
    'end-of-life care', 'family caregivers', 'patient education', 'self-management support',
    'discharge planning', 'transitional care', 'nurse-led clinics', 'advanced practice nursing',
    'nursing education', 'clinical simulation', 'clinical competence', 'evidence-based practice',
    'nursing leadership', 'nurse retention', 'moral distress', 'ethical decision-making',
    'person-centred care', 'maternal and newborn care', 'breastfeeding support',
    'nutritional assessment', 'malnutrition in older adults', 'dietary interventions',
    'community health nursing', 'home care', 'long-term care facilities', 'mental health nursing',
    'nursing documentation', 'shift work', 'cultural competence',
  ],
  30: [
    'drug delivery systems', 'nanoparticle drug carriers', 'controlled release',
    'pharmacokinetics', 'pharmacodynamics', 'drug–drug interactions', 'adverse drug reactions',
    'pharmacovigilance', 'drug repurposing', 'virtual screening', 'molecular docking',
    'structure–activity relationships', 'lead optimization', 'kinase inhibitors',
    'antibiotic discovery', 'antiviral agents', 'natural product pharmacology', 'herbal medicines',
    'anti-inflammatory activity', 'antioxidant activity', 'cytotoxicity assays', 'hepatotoxicity',
    'nephrotoxicity', 'cardiotoxicity', 'genotoxicity', 'endocrine disruptors',
    'dose–response modelling', 'toxicokinetics', 'oral bioavailability', 'solubility enhancement',
    'transdermal delivery', 'medication adherence', 'pharmaceutical formulation', 'biosimilars',
    'monoclonal antibody therapeutics', 'clinical pharmacology', 'pharmacogenomics',
    'opioid analgesics', 'drug resistance', 'in vitro–in vivo correlation',
  ],
  31: [
    'quantum entanglement', 'quantum computing', 'topological insulators', 'superconductivity',
    'strongly correlated electrons', 'spin dynamics', 'magnetic skyrmions',
    'Bose–Einstein condensates', 'ultracold atoms', 'ultrafast lasers', 'nonlinear optics',
    'quantum optics', 'photonic integrated circuits', 'plasmonics', 'terahertz radiation',
    'X-ray scattering', 'neutron scattering', 'phase transitions', 'critical phenomena',
    'turbulence', 'soft matter', 'active matter', 'plasma confinement', 'particle detectors',
    'neutrino oscillations', 'dark matter searches', 'the Higgs boson', 'quantum chromodynamics',
    'nuclear structure', 'gravitational waves', 'black holes', 'galaxy formation',
    'exoplanet atmospheres', 'stellar evolution', 'the cosmic microwave background',
    'cosmological parameters', 'radio astronomy', 'acoustic metamaterials', 'medical physics',
    'radiation dosimetry',
  ],
  32: [
    'emotion regulation', 'executive functions', 'working memory capacity', 'attentional bias',
    'cognitive load', 'decision-making biases', 'language acquisition', 'reading development',
    'child development', 'parenting practices', 'attachment styles', 'adolescent well-being',
    'personality traits', 'self-esteem', 'social identity', 'prejudice and stereotyping',
    'prosocial behaviour', 'intergroup contact', 'achievement motivation', 'academic achievement',
    'mindfulness interventions', 'cognitive behavioural therapy', 'post-traumatic stress',
    'depressive symptoms', 'anxiety sensitivity', 'loneliness', 'psychological resilience',
    'occupational stress', 'work engagement', 'substance use', 'eating disorders',
    'suicide prevention', 'psychometric validation', 'eye movements', 'face perception',
    'memory consolidation', 'mental health stigma', 'subjective well-being', 'social media use',
    'cognitive ageing',
  ],
  33: [
    'political participation', 'electoral behaviour', 'populism', 'democratic backsliding',
    'public opinion', 'policy diffusion', 'public administration reform', 'local governance',
    'international relations', 'migration policy', 'refugee integration', 'gender inequality',
    'social mobility', 'educational inequality', 'higher education',
    'teacher professional development', 'online learning', 'curriculum design',
    'student engagement', 'urban planning', 'housing affordability', 'gentrification',
    'rural development', 'transport accessibility', 'road safety', 'public health policy',
    'social capital', 'civil society', 'media framing', 'misinformation', 'the digital divide',
    'language policy', 'critical discourse analysis', 'criminal justice', 'human rights law',
    'environmental justice', 'indigenous knowledge', 'population ageing', 'fertility decline',
    'scholarly communication',
  ],
  34: [
    'canine osteoarthritis', 'feline chronic kidney disease', 'equine lameness', 'equine colic',
    'bovine mastitis', 'antimicrobial use in livestock',
    'porcine reproductive and respiratory syndrome', 'avian influenza', 'African swine fever',
    'foot-and-mouth disease', 'zoonotic transmission', 'One Health surveillance',
    'companion animal nutrition', 'veterinary anaesthesia', 'small animal surgery',
    'canine behaviour', 'animal welfare assessment', 'parasite control in ruminants',
    'tick-borne diseases', 'companion animal vaccination', 'diagnostic imaging in dogs',
    'veterinary oncology', 'canine cardiology', 'feline diabetes', 'dairy herd health',
    'calf mortality', 'poultry production', 'sheep reproduction', 'wildlife disease', 'fish health',
    'veterinary education', 'pain assessment in animals', 'veterinary clinical pathology',
    'antibiotic residues', 'heat stress in cattle', 'embryo transfer', 'exotic pet medicine',
    'shelter medicine', 'racehorse injuries', 'lameness in dairy cows',
  ],
  35: [
    'dental caries', 'periodontitis', 'peri-implantitis', 'dental implants', 'osseointegration',
    'root canal treatment', 'endodontic irrigation', 'orthodontic tooth movement', 'clear aligners',
    'malocclusion', 'oral health-related quality of life', 'early childhood caries',
    'fluoride varnish', 'dental erosion', 'tooth wear', 'composite resin restorations',
    'adhesive dentistry', 'glass ionomer cements', 'zirconia crowns', 'CAD/CAM restorations',
    'digital impressions', 'cone-beam computed tomography', 'oral squamous cell carcinoma',
    'oral mucosal lesions', 'temporomandibular disorders', 'third molar extraction',
    'alveolar bone grafting', 'guided bone regeneration', 'dental anxiety', 'the oral microbiome',
    'salivary biomarkers', 'dentin hypersensitivity', 'pulp regeneration', 'denture stomatitis',
    'dental public health', 'orthognathic surgery', 'cleft lip and palate', 'tooth whitening',
    'enamel remineralization', 'dental education',
  ],
  36: [
    'physical therapy interventions', 'exercise rehabilitation', 'sports injuries',
    'anterior cruciate ligament reconstruction', 'gait analysis', 'balance training',
    'musculoskeletal pain', 'manual therapy', 'occupational therapy', 'activities of daily living',
    'speech-language therapy', 'hearing loss', 'cochlear implants', 'voice disorders', 'dysphagia',
    'stuttering', 'aphasia rehabilitation', 'pharmacy practice', 'community pharmacists',
    'medication review', 'emergency medical services', 'prehospital care',
    'cardiopulmonary resuscitation', 'radiographic image quality', 'point-of-care ultrasound',
    'radiation protection', 'medical laboratory testing', 'health information management',
    'electronic health records', 'clinical coding', 'interprofessional education',
    'clinical reasoning', 'chiropractic care', 'acupuncture', 'massage therapy',
    'telerehabilitation', 'wearable sensors', 'return to work', 'health literacy',
    'patient-reported outcomes',
  ],
} as const satisfies Record<FieldId, readonly string[]>;

/** Research terms of one field; empty for an unknown field id. */
export function termsForField(fieldId: number): readonly string[] {
  return (FIELD_TERMS as Readonly<Record<number, readonly string[]>>)[fieldId] ?? [];
}

/** Kinds of contribution, for {study_noun}: 'a systematic {study_noun} of …'. */
// prettier-ignore
export const STUDY_NOUNS = [
  'analysis', 'framework', 'survey', 'approach', 'assessment', 'evaluation', 'model', 'review',
  'study', 'investigation', 'perspective', 'comparison', 'characterization', 'synthesis',
  'case study', 'meta-analysis', 'benchmark', 'method',
] as const;

/** Qualifiers for {adjective}; they modify a study noun, never a field term. */
// prettier-ignore
export const ADJECTIVES = [
  'novel', 'scalable', 'robust', 'integrated', 'data-driven', 'comparative', 'longitudinal',
  'multi-scale', 'interpretable', 'systematic', 'unified', 'efficient', 'cross-national',
  'multidisciplinary', 'probabilistic', 'adaptive',
] as const;

/** What a study looks at, for {aspect}: 'the determinants of …'. */
// prettier-ignore
export const ASPECTS = [
  'determinants', 'mechanisms', 'drivers', 'effects', 'implications', 'trade-offs',
  'predictors', 'challenges', 'role', 'dynamics', 'consequences', 'limits',
] as const;

/** Methods for {method}, by domain id, since a method only reads well in its own domain. */
// prettier-ignore
export const METHODS_BY_DOMAIN = {
  1: [
    'RNA sequencing', 'whole-genome sequencing', 'CRISPR knockout screens', 'confocal microscopy',
    'flow cytometry', 'mass spectrometry-based proteomics', 'phylogenetic analysis',
    'multi-year field experiments', 'controlled greenhouse trials', 'genetically modified mouse models',
    'in vitro assays', 'molecular dynamics simulations', 'DNA metabarcoding', 'quantitative PCR',
    'long-term ecological monitoring',
  ],
  2: [
    'semi-structured interviews', 'a nationally representative survey', 'panel data regression',
    'a difference-in-differences design', 'structural equation modelling',
    'a discrete choice experiment', 'thematic analysis', 'content analysis',
    'a mixed-methods design', 'a randomized field experiment', 'archival research',
    'ethnographic fieldwork', 'comparative case studies', 'instrumental variable estimation',
    'multilevel modelling', 'a systematic literature review', 'bibliometric analysis',
  ],
  3: [
    'finite element analysis', 'density functional theory calculations', 'Monte Carlo simulation',
    'molecular dynamics simulation', 'deep learning', 'a convolutional neural network',
    'computational fluid dynamics', 'X-ray diffraction', 'scanning electron microscopy',
    'controlled laboratory experiments', 'numerical simulation', 'a genetic algorithm',
    'mixed-integer linear programming', 'in situ spectroscopic measurements',
    'satellite remote sensing', 'an extensive benchmark evaluation', 'rigorous theoretical analysis',
  ],
  4: [
    'a randomized controlled trial', 'a prospective cohort study', 'a retrospective cohort study',
    'a case–control study', 'a cross-sectional survey', 'a systematic review and meta-analysis',
    'a multicentre registry analysis', 'propensity score matching', 'Mendelian randomization',
    'a qualitative interview study', 'a pragmatic cluster-randomized trial',
    'a population-based cohort', 'machine learning on electronic health records',
    'a diagnostic accuracy study', 'a cost-effectiveness analysis',
  ],
} as const satisfies Record<DomainId, readonly string[]>;

/** Study populations for {population}, by domain id; plural so '{count} {population}' reads. */
// prettier-ignore
export const POPULATIONS_BY_DOMAIN = {
  1: [
    'Arabidopsis thaliana seedlings', 'laboratory mice', 'wild-type and mutant zebrafish',
    'smallholder maize fields', 'temperate forest plots', 'dairy cattle herds', 'human cell lines',
    'marine phytoplankton communities', 'wild bird populations',
    'soil samples from agricultural sites', 'rice cultivars', 'patient-derived organoids',
  ],
  2: [
    'secondary school teachers', 'university students', 'small and medium-sized enterprises',
    'rural households', 'listed firms', 'local governments', 'older adults living alone',
    'migrant workers', 'online news readers', 'OECD countries', 'urban neighbourhoods',
    'early-career researchers',
  ],
  3: [
    'large-scale benchmark datasets', 'urban sensor networks', 'thin-film samples',
    'industrial case studies', 'real-world traffic recordings', 'high-rise buildings',
    'laboratory-scale reactors', 'publicly available datasets', 'distribution networks',
    'offshore structures', 'satellite scenes', 'synthetic and real-world datasets',
  ],
  4: [
    'adults with type 2 diabetes', 'critically ill patients', 'children under five years of age',
    'pregnant women', 'older adults in primary care', 'patients undergoing elective surgery',
    'hospitalized patients', 'healthcare workers', 'cancer survivors',
    'community-dwelling older adults', 'adolescents', 'patients with chronic pain',
  ],
} as const satisfies Record<DomainId, readonly string[]>;

export const METHODS: readonly string[] = Object.values(METHODS_BY_DOMAIN).flat();
export const POPULATIONS: readonly string[] = Object.values(POPULATIONS_BY_DOMAIN).flat();

/** Results for {finding}; worded to fit any field. */
export const FINDINGS = [
  'a consistent improvement over established baselines',
  'a statistically significant association',
  'substantial heterogeneity across subgroups',
  'strong agreement with independent measurements',
  'robust performance under realistic conditions',
  'a previously unreported interaction effect',
  'marked differences between groups',
  'a non-linear relationship',
  'a moderate but persistent effect',
  'considerable variation across settings',
  'limited evidence of benefit',
  'a clear trade-off between accuracy and cost',
  'a pronounced temporal trend',
  'greater stability than previously reported',
  'a threshold effect at intermediate levels',
] as const;

/** Title templates; fillTemplate capitalizes the first letter. */
export const TITLE_TEMPLATES = [
  '{term} in {population}: {a:adjective} {study_noun}',
  '{adjective} {study_noun} of {term} for {term2}',
  '{aspect} of {term} among {population}',
  '{term} and {term2}: evidence from {population}',
  'the role of {term} in {term2}',
  '{term} as a driver of {term2}',
  'assessing {term} with {method}',
  '{term} revisited: {a:adjective} {study_noun}',
  'linking {term} and {term2} in {population}',
  '{a:adjective} {study_noun} of {term}',
  '{term}: recent advances and future directions',
  'effects of {term} on {term2}',
  'does {term} shape {term2}? Evidence from {population}',
  'integrating {term} into {term2}',
  'new insights into {term} from {method}',
  '{term} across {population}: patterns and {aspect}',
  'mapping {term} in {population}',
  'rethinking {term} in the era of {term2}',
  'from {term} to {term2}: {a:adjective} {study_noun}',
  '{method} of {term} in {population}',
  'beyond {term}: the {aspect} of {term2}',
] as const;

/** Abstract sentences by rhetorical role; an abstract takes one or two from each, in order. */
export const ABSTRACT_TEMPLATES_BY_ROLE = {
  background: [
    '{term} is increasingly recognized as a key factor in {term2}.',
    'Despite growing interest in {term}, its relationship with {term2} remains poorly understood.',
    '{term} has attracted considerable attention over the past decade, yet evidence from {population} remains scarce.',
    'Understanding {term} is essential for progress in {term2}.',
    'Previous studies of {term} have produced conflicting results, particularly regarding {term2}.',
  ],
  objective: [
    'This {study_noun} examines how {term} relates to {term2} in {population}.',
    'Here we present {a:adjective} {study_noun} of {term} that explicitly accounts for {term2}.',
    'We aimed to assess the {aspect} of {term} among {population}.',
    'The objective of this work was to characterize {term} and its implications for {term2}.',
  ],
  methods: [
    'We used {method} to investigate {term} in {population}.',
    'Data from {count} {population} were analysed using {method}.',
    '{term} was quantified with {method}, and its association with {term2} was estimated.',
    'A total of {count} {population} were included, and {term} was assessed using {method}.',
    'We developed {a:adjective} {study_noun} that integrates {term} and {term2}.',
    'We combined {method} with a detailed assessment of {term2}.',
  ],
  results: [
    'The analysis revealed {finding}.',
    'Changes in {term} were accompanied by {finding}.',
    'Compared with conventional approaches, our {study_noun} showed {finding}.',
    'Across {count} {population}, we observed {finding} for {term2}.',
    'These effects were most pronounced for {term2}, where we found {finding}.',
    'Sensitivity analyses confirmed {finding}.',
  ],
  conclusion: [
    'These findings highlight the importance of {term} for {term2}.',
    'Our results suggest that {term} deserves more attention in future work on {term2}.',
    'Further research is needed to establish whether these results generalize beyond {population}.',
    'This {study_noun} provides a basis for integrating {term} into {term2}.',
    'Taken together, the evidence points to a closer link between {term} and {term2} than previously assumed.',
  ],
} as const;

export type AbstractRole = keyof typeof ABSTRACT_TEMPLATES_BY_ROLE;

// prettier-ignore
export const ABSTRACT_ROLES = [
  'background', 'objective', 'methods', 'results', 'conclusion',
] as const satisfies readonly AbstractRole[];

/** Every abstract sentence template, in role order. */
export const ABSTRACT_SENTENCE_TEMPLATES: readonly string[] = ABSTRACT_ROLES.flatMap(
  (role) => ABSTRACT_TEMPLATES_BY_ROLE[role],
);

// prettier-ignore
export const TEMPLATE_SLOTS = [
  'term', 'term2', 'method', 'population', 'finding', 'study_noun', 'adjective', 'aspect', 'count',
] as const;

export type TemplateSlot = (typeof TEMPLATE_SLOTS)[number];

/** 'a' or 'an' for a word, by its sound in the common cases ('an analysis', 'a unified'). */
export function indefiniteArticle(word: string): 'a' | 'an' {
  const w = word.trim().toLowerCase();
  if (/^(?:uni|use|usu|eu|one)/.test(w)) return 'a';
  return /^[aeiou]/.test(w) ? 'an' : 'a';
}

/**
 * Fill a template's {slot} and {a:slot} markers and capitalize the first letter.
 * Throws when the template names a slot that `values` lacks, so a bad template fails loudly.
 */
export function fillTemplate(template: string, values: Partial<Record<TemplateSlot, string | number>>): string {
  const filled = template.replace(/\{(a:)?([a-z_0-9]+)\}/g, (_match, article: string | undefined, slot: string) => {
    const value = values[slot as TemplateSlot];
    if (value === undefined) throw new Error(`template slot {${slot}} has no value: ${template}`);
    const text = String(value);
    return article ? `${indefiniteArticle(text)} ${text}` : text;
  });
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}
