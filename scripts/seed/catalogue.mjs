import { sqlString } from './sql.mjs';

// The demo catalogue of the embedded laboratory backend (migrations/0003): sample fractions, single
// tests, categories, packages, sampling locations with working plans, sampling fees and the packages
// each location can sample. Texts in Hungarian and English; prices in whole forints; turnaround in
// working days. Every statement is an idempotent INSERT OR IGNORE with fixed ids.

// ---------------------------------------------------------------------------------------------------
// Fractions
// ---------------------------------------------------------------------------------------------------

export const FRACTIONS = [
  {
    id: 1,
    name_hu: 'Szérum (alvadásgátló nélküli cső)',
    name_en: 'Serum (plain tube)',
    sample_type_hu: 'Vénás vér, alvadásgátló nélküli (sárga kupakos) cső',
    sample_type_en: 'Venous blood, plain tube without anticoagulant (yellow cap)',
  },
  {
    id: 2,
    name_hu: 'EDTA-s teljes vér',
    name_en: 'EDTA whole blood',
    sample_type_hu: 'Vénás vér, EDTA-s (lila kupakos) cső',
    sample_type_en: 'Venous blood, EDTA tube (purple cap)',
  },
  {
    id: 3,
    name_hu: 'Nátrium-citrátos plazma',
    name_en: 'Sodium citrate plasma',
    sample_type_hu: 'Vénás vér, nátrium-citrátos (kék kupakos) cső, pontosan a jelzésig töltve',
    sample_type_en: 'Venous blood, sodium citrate tube (blue cap), filled exactly to the mark',
  },
  {
    id: 4,
    name_hu: 'Nátrium-fluoridos plazma (vércukor)',
    name_en: 'Sodium fluoride plasma (glucose)',
    sample_type_hu: 'Vénás vér, nátrium-fluoridos (szürke kupakos) cső',
    sample_type_en: 'Venous blood, sodium fluoride tube (grey cap)',
  },
  {
    id: 5,
    name_hu: 'Vizelet',
    name_en: 'Urine',
    sample_type_hu: 'Reggeli első, középsugaras vizelet steril mintatartóban',
    sample_type_en: 'First morning midstream urine in a sterile container',
  },
  {
    id: 6,
    name_hu: 'Széklet',
    name_en: 'Stool',
    sample_type_hu: 'Diónyi székletminta kanalas mintatartóban',
    sample_type_en: 'A walnut-sized stool sample in a container with a spoon',
  },
  {
    id: 7,
    name_hu: 'Szájnyálkahártya-kenet (genetika)',
    name_en: 'Buccal swab (genetics)',
    sample_type_hu: 'Szájnyálkahártya-kenet steril pálcával, a pofa belső felszínéről',
    sample_type_en: 'Swab taken with a sterile stick from the inside of the cheek',
  },
  {
    id: 8,
    name_hu: 'Kullancs (beküldött minta)',
    name_en: 'Tick (submitted sample)',
    sample_type_hu: 'Eltávolított kullancs zárható kémcsőben, nedves vattadarabbal',
    sample_type_en: 'Removed tick in a closable tube with a piece of damp cotton wool',
  },
  {
    id: 9,
    name_hu: 'Szöveti glükóz (CGM-szenzor)',
    name_en: 'Interstitial glucose (CGM sensor)',
    sample_type_hu: 'Felkarra helyezett glükózszenzor, 14 napos viselés',
    sample_type_en: 'Glucose sensor placed on the upper arm, worn for 14 days',
  },
];

const F = { SZERUM: 1, EDTA: 2, CITRAT: 3, NAF: 4, VIZELET: 5, SZEKLET: 6, KENET: 7, KULLANCS: 8, CGM: 9 };

// ---------------------------------------------------------------------------------------------------
// Preparation texts
// ---------------------------------------------------------------------------------------------------

const PREP = {
  FAST12: [
    'A vizsgálat előtt 12 órás éhezés szükséges; vizet és cukrozatlan teát fogyaszthat, rendszeres gyógyszereit vegye be.',
    'Please fast for 12 hours before sampling; water and unsweetened tea are allowed, and take your regular medicines.',
  ],
  FAST8: [
    'A vizsgálat előtt 8 órás éhezés szükséges; vizet fogyaszthat.',
    'Please fast for 8 hours before sampling; water is allowed.',
  ],
  IRON: [
    'Reggel, 12 órás éhezés után. A vaspótlást a vizsgálat előtt 24 órával hagyja el (kezelőorvosával egyeztetve).',
    'In the morning after a 12-hour fast. Stop iron supplements 24 hours before the test (after consulting your doctor).',
  ],
  INSULIN: [
    'Reggel, 12 órás éhezés után; a vizsgálat előtt ne dohányozzon és ne sportoljon.',
    'In the morning after a 12-hour fast; do not smoke or exercise before the test.',
  ],
  OGTT_POINT: [
    'Csak terheléses vizsgálat részeként, 12 órás éhezés után, a cukoroldat elfogyasztását követően.',
    'Only as part of a glucose tolerance test, after a 12-hour fast and drinking the glucose solution.',
  ],
  BIOTIN: [
    'A vizsgálat előtt 2 napig ne szedjen biotint (H-vitamint) tartalmazó étrend-kiegészítőt. Pajzsmirigyhormon-tablettáját a vérvétel után vegye be.',
    'Do not take supplements containing biotin (vitamin H) for 2 days before the test. Take your thyroid hormone tablet after sampling.',
  ],
  VITSUPP: [
    'A vitaminpótlást a vizsgálat előtti napon hagyja el.',
    'Skip vitamin supplements on the day before the test.',
  ],
  CYCLE: [
    'Ciklusfüggő vizsgálat: a menstruációs ciklus 3–5. napján javasolt, hacsak kezelőorvosa másként nem kéri.',
    'Cycle-dependent test: recommended on days 3–5 of the menstrual cycle unless your doctor asks otherwise.',
  ],
  PROG21: [
    'A 28 napos ciklus 21. napján (az ovulációt követő 7. napon) javasolt.',
    'Recommended on day 21 of a 28-day cycle (7 days after ovulation).',
  ],
  PRL: [
    'Reggel, ébredés után legalább 1 órával, pihent állapotban. Az előző napon kerülje a megterhelő testmozgást.',
    'In the morning, at least 1 hour after waking, rested. Avoid strenuous exercise the day before.',
  ],
  MORNING: [
    'A mintavétel reggel 7 és 10 óra között javasolt, mert a hormonszint napközben csökken.',
    'Sampling is recommended between 7 and 10 a.m., because the hormone level falls during the day.',
  ],
  KORT: [
    'Reggel 7 és 9 óra között, nyugodt állapotban; érkezés után 10 percet pihenjen a vérvétel előtt.',
    'Between 7 and 9 a.m., in a calm state; rest for 10 minutes after arriving before sampling.',
  ],
  PSA: [
    'A vizsgálat előtt 48 óráig kerülje a kerékpározást, a lovaglást és a szexuális aktivitást.',
    'Avoid cycling, horse riding and sexual activity for 48 hours before the test.',
  ],
  CK: [
    'A vizsgálat előtt 48 óráig kerülje a megerőltető edzést.',
    'Avoid strenuous exercise for 48 hours before the test.',
  ],
  INR: [
    'Ha véralvadásgátlót szed, a gyógyszert a szokott módon vegye be, és jelezze a mintavételkor.',
    'If you take an anticoagulant, take it as usual and tell the nurse at sampling.',
  ],
  URINE: [
    'Reggeli első, középsugaras vizeletet hozzon steril mintatartóban (helyszíneinken és gyógyszertárban is beszerezhető).',
    'Bring first morning midstream urine in a sterile container (available at our locations and in pharmacies).',
  ],
  URINE_CULT: [
    'Reggeli első, középsugaras vizeletet hozzon steril mintatartóban, lehetőleg antibiotikum-kezelés megkezdése előtt.',
    'Bring first morning midstream urine in a sterile container, preferably before starting antibiotics.',
  ],
  STOOL: [
    'Diónyi székletet hozzon a kanalas mintatartóban; a mintát a leadásig hűtőben tárolja, legfeljebb 24 órán át.',
    'Bring a walnut-sized stool sample in the container with a spoon; keep it in the fridge until you hand it in, for up to 24 hours.',
  ],
  HELI: [
    'A vizsgálat előtt 2 hétig ne szedjen savcsökkentőt (protonpumpa-gátlót), 4 hétig antibiotikumot, kezelőorvosával egyeztetve.',
    'Do not take acid reducers (proton pump inhibitors) for 2 weeks or antibiotics for 4 weeks before the test, after consulting your doctor.',
  ],
  FOB: [
    'Menstruáció alatt és az azt követő 3 napban ne végezze a mintavételt. Diéta nem szükséges.',
    'Do not collect the sample during menstruation or for 3 days after it. No diet is needed.',
  ],
  GLUTEN: [
    'A vizsgálat előtt ne kezdjen gluténmentes diétába, mert az álnegatív eredményt adhat.',
    'Do not start a gluten-free diet before the test, because it can give a false negative result.',
  ],
  ALLERGY: [
    'Az antihisztamin szedése nem befolyásolja az eredményt, nem kell elhagynia.',
    'Taking antihistamines does not affect the result; you do not need to stop them.',
  ],
  GENETIC: [
    'A mintavétel előtt 1 órával ne egyen, ne igyon (vizet kivéve), ne dohányozzon, ne rágózzon és ne mosson fogat.',
    'For 1 hour before sampling do not eat, drink (except water), smoke, chew gum or brush your teeth.',
  ],
  TICK: [
    'Az eltávolított kullancsot zárható kémcsőben vagy kis üvegben, nedves vattadarabbal hozza be; ne tegye alkoholba, és ne fagyassza le.',
    'Bring the removed tick in a closable tube or small jar with a piece of damp cotton wool; do not put it in alcohol or freeze it.',
  ],
  CGM: [
    'A felhelyezés napján ne kenje be a felkarját testápolóval. A szenzorral zuhanyozhat és úszhat; a 14. napon hozza vissza kiértékelésre.',
    'Do not put lotion on your upper arm on the day of fitting. You can shower and swim with the sensor; bring it back on day 14 for evaluation.',
  ],
};

// ---------------------------------------------------------------------------------------------------
// Single tests
// ---------------------------------------------------------------------------------------------------

// [id, code, url_slug, fraction, price Ft, turnaround min, max, fasting hours, morning only, on web,
//  name hu, name en, description hu, description en, preparation key]
// prettier-ignore
const TEST_ROWS = [
  // Haematology and inflammation
  [1, 'KVK', 'kisverkep', F.EDTA, 2900, 1, 1, 0, 0, 1,
    'Kisvérkép (kvantitatív vérkép)', 'Complete blood count (CBC)',
    'A vörösvértestek, a fehérvérsejtek és a vérlemezkék számát, valamint a hemoglobinszintet méri. Vérszegénység, gyulladás és fertőzések felismerésének alapja.',
    'Measures red and white blood cells, platelets and haemoglobin. The basis for spotting anaemia, inflammation and infections.'],
  [2, 'VKDIFF', 'nagyverkep', F.EDTA, 3900, 1, 1, 0, 0, 1,
    'Nagyvérkép (vérkép fehérvérsejt-differenciálással)', 'Full blood count with white cell differential',
    'A kisvérkép mellett a fehérvérsejtek típusainak arányát is megadja, ami segít elkülöníteni a bakteriális, a vírusos és az allergiás folyamatokat.',
    'Besides the complete blood count it gives the share of each type of white cell, helping to tell bacterial, viral and allergic conditions apart.'],
  [3, 'SE', 'sullyedes', F.CITRAT, 1500, 1, 1, 0, 0, 1,
    'Süllyedés (vörösvértest-süllyedés, We)', 'Erythrocyte sedimentation rate (ESR)',
    'Egyszerű, nem specifikus gyulladásjelző: emelkedett értéke gyulladásra, fertőzésre vagy más betegségre utalhat.',
    'A simple, non-specific marker of inflammation; a raised value may point to inflammation, infection or other illness.'],
  [4, 'RETI', 'retikulocita', F.EDTA, 2400, 1, 1, 0, 0, 1,
    'Retikulocitaszám', 'Reticulocyte count',
    'A fiatal vörösvértestek számát méri, így megmutatja, milyen ütemben termeli a csontvelő az új vörösvértesteket.',
    'Counts young red blood cells, showing how actively the bone marrow produces new ones.'],
  [5, 'VCS', 'vercsoport', F.EDTA, 4900, 1, 2, 0, 0, 1,
    'Vércsoport-meghatározás (AB0 és Rh(D))', 'Blood group (AB0 and Rh(D))',
    'Meghatározza az AB0-vércsoportot és az Rh(D)-típust; terhesség vagy műtét előtt gyakran kérik.',
    'Determines your AB0 blood group and Rh(D) type; often requested before pregnancy or surgery.'],
  // CRP and fasting glucose are run on the day a sample arrives (turnaround 0): "same day" when taken
  // before the laboratory's cut-off (docs/decisions/0046).
  [6, 'CRP', 'crp', F.SZERUM, 3200, 0, 0, 0, 0, 1,
    'C-reaktív protein (CRP)', 'C-reactive protein (CRP)',
    'Gyorsan reagáló gyulladásjelző fehérje; bakteriális fertőzésben és gyulladásos betegségekben emelkedik.',
    'A fast-reacting protein that rises in bacterial infections and inflammatory diseases.'],

  // Glucose metabolism
  [7, 'GLU', 'vercukor', F.NAF, 1500, 0, 0, 12, 0, 1,
    'Vércukor (glükóz, éhgyomri)', 'Fasting blood glucose',
    'Az éhgyomri vércukorszint a cukorbetegség és az inzulinrezisztencia szűrésének alapvizsgálata.',
    'Fasting blood sugar is the basic screening test for diabetes and insulin resistance.', 'FAST12'],
  [8, 'GLU30', 'vercukor-30-perces', F.NAF, 2900, 1, 1, 12, 1, 0,
    'Vércukor 30 perces (terheléses)', 'Blood glucose at 30 minutes (glucose load)',
    'A cukoroldat elfogyasztása után 30 perccel mért vércukor; csak terheléses vizsgálat részeként végezzük.',
    'Blood sugar 30 minutes after drinking the glucose solution; only done as part of a glucose tolerance test.', 'OGTT_POINT'],
  [9, 'GLU60', 'vercukor-60-perces', F.NAF, 2900, 1, 1, 12, 1, 0,
    'Vércukor 60 perces (terheléses)', 'Blood glucose at 60 minutes (glucose load)',
    'A cukoroldat elfogyasztása után 60 perccel mért vércukor; csak terheléses vizsgálat részeként végezzük.',
    'Blood sugar 60 minutes after drinking the glucose solution; only done as part of a glucose tolerance test.', 'OGTT_POINT'],
  [10, 'GLU90', 'vercukor-90-perces', F.NAF, 2900, 1, 1, 12, 1, 0,
    'Vércukor 90 perces (terheléses)', 'Blood glucose at 90 minutes (glucose load)',
    'A cukoroldat elfogyasztása után 90 perccel mért vércukor; csak terheléses vizsgálat részeként végezzük.',
    'Blood sugar 90 minutes after drinking the glucose solution; only done as part of a glucose tolerance test.', 'OGTT_POINT'],
  [11, 'GLU120', 'vercukor-120-perces', F.NAF, 2900, 1, 1, 12, 1, 0,
    'Vércukor 120 perces (terheléses)', 'Blood glucose at 120 minutes (glucose load)',
    'A cukoroldat elfogyasztása után 120 perccel mért vércukor; csak terheléses vizsgálat részeként végezzük.',
    'Blood sugar 120 minutes after drinking the glucose solution; only done as part of a glucose tolerance test.', 'OGTT_POINT'],
  [12, 'HBA1C', 'hba1c', F.EDTA, 4900, 1, 1, 0, 0, 1,
    'HbA1c (glikált hemoglobin)', 'HbA1c (glycated haemoglobin)',
    'Az elmúlt 2–3 hónap átlagos vércukorszintjét tükrözi; a cukorbetegség szűrésére és a kezelés követésére szolgál.',
    'Reflects your average blood sugar over the past 2–3 months; used to screen for diabetes and to monitor its treatment.'],
  [13, 'INS', 'inzulin', F.SZERUM, 5900, 1, 1, 12, 1, 1,
    'Inzulin (éhgyomri)', 'Fasting insulin',
    'Az éhgyomri inzulinszint a vércukorral együtt az inzulinrezisztencia (HOMA-index) megítélésére szolgál.',
    'Together with blood glucose, fasting insulin is used to assess insulin resistance (HOMA index).', 'INSULIN'],
  [14, 'INS30', 'inzulin-30-perces', F.SZERUM, 4900, 1, 1, 12, 1, 0,
    'Inzulin 30 perces (terheléses)', 'Insulin at 30 minutes (glucose load)',
    'A cukoroldat elfogyasztása után 30 perccel mért inzulinszint; csak terheléses vizsgálat részeként végezzük.',
    'Insulin 30 minutes after drinking the glucose solution; only done as part of a glucose tolerance test.', 'OGTT_POINT'],
  [15, 'INS60', 'inzulin-60-perces', F.SZERUM, 4900, 1, 1, 12, 1, 0,
    'Inzulin 60 perces (terheléses)', 'Insulin at 60 minutes (glucose load)',
    'A cukoroldat elfogyasztása után 60 perccel mért inzulinszint; csak terheléses vizsgálat részeként végezzük.',
    'Insulin 60 minutes after drinking the glucose solution; only done as part of a glucose tolerance test.', 'OGTT_POINT'],
  [16, 'INS90', 'inzulin-90-perces', F.SZERUM, 4900, 1, 1, 12, 1, 0,
    'Inzulin 90 perces (terheléses)', 'Insulin at 90 minutes (glucose load)',
    'A cukoroldat elfogyasztása után 90 perccel mért inzulinszint; csak terheléses vizsgálat részeként végezzük.',
    'Insulin 90 minutes after drinking the glucose solution; only done as part of a glucose tolerance test.', 'OGTT_POINT'],
  [17, 'INS120', 'inzulin-120-perces', F.SZERUM, 4900, 1, 1, 12, 1, 0,
    'Inzulin 120 perces (terheléses)', 'Insulin at 120 minutes (glucose load)',
    'A cukoroldat elfogyasztása után 120 perccel mért inzulinszint; csak terheléses vizsgálat részeként végezzük.',
    'Insulin 120 minutes after drinking the glucose solution; only done as part of a glucose tolerance test.', 'OGTT_POINT'],
  [18, 'CPEP', 'c-peptid', F.SZERUM, 7900, 1, 2, 12, 1, 1,
    'C-peptid', 'C-peptide',
    'A hasnyálmirigy saját inzulintermelését mutatja; inzulinkezelés mellett is értékelhető.',
    'Shows how much insulin your own pancreas makes, even during insulin treatment.', 'FAST12'],

  // Lipids and cardiovascular risk
  [19, 'CHOL', 'koleszterin', F.SZERUM, 1600, 1, 1, 12, 0, 1,
    'Koleszterin (összkoleszterin)', 'Total cholesterol',
    'A vér összkoleszterinszintje; magas értéke a szív- és érrendszeri betegségek egyik fő kockázati tényezője.',
    'Total cholesterol in the blood; a high level is a major risk factor for heart and vascular disease.', 'FAST12'],
  [20, 'HDL', 'hdl-koleszterin', F.SZERUM, 1900, 1, 1, 12, 0, 1,
    'HDL-koleszterin', 'HDL cholesterol',
    'A „jó” koleszterin, amely az erekből a máj felé szállítja a koleszterint; magasabb értéke kedvező.',
    'The “good” cholesterol that carries cholesterol away from the arteries to the liver; higher is better.', 'FAST12'],
  [21, 'LDL', 'ldl-koleszterin', F.SZERUM, 1900, 1, 1, 12, 0, 1,
    'LDL-koleszterin', 'LDL cholesterol',
    'A „rossz” koleszterin, amely lerakódhat az érfalban; a kezelési célértékek többnyire erre vonatkoznak.',
    'The “bad” cholesterol that can build up in artery walls; most treatment targets refer to it.', 'FAST12'],
  [22, 'TG', 'triglicerid', F.SZERUM, 1600, 1, 1, 12, 0, 1,
    'Triglicerid', 'Triglycerides',
    'A vérzsírok egyik fajtája, amelynek szintjét az étkezés, az alkohol és a testsúly erősen befolyásolja.',
    'A type of blood fat strongly affected by diet, alcohol and body weight.', 'FAST12'],
  [23, 'LPA', 'lipoprotein-a', F.SZERUM, 6900, 2, 4, 0, 0, 1,
    'Lipoprotein(a)', 'Lipoprotein(a)',
    'Nagyrészt örökletes szív- és érrendszeri kockázati tényező; élete során általában elég egyszer megmérni.',
    'A largely inherited cardiovascular risk factor; measuring it once in a lifetime is usually enough.'],
  [24, 'APOB', 'apolipoprotein-b', F.SZERUM, 5500, 1, 2, 0, 0, 1,
    'Apolipoprotein B (ApoB)', 'Apolipoprotein B (ApoB)',
    'Az érelmeszesedést okozó lipoprotein-részecskék számát tükrözi, így pontosabb kockázatbecslést ad az LDL-nél.',
    'Reflects the number of atherogenic lipoprotein particles, giving a more precise risk estimate than LDL.'],
  [25, 'HCY', 'homocisztein', F.EDTA, 8900, 1, 2, 8, 0, 1,
    'Homocisztein', 'Homocysteine',
    'Emelkedett szintje a szív- és érrendszeri betegségek és a trombózis kockázatát növeli; B-vitamin-hiányra is utalhat.',
    'A raised level increases the risk of heart disease and thrombosis and may signal a B-vitamin deficiency.', 'FAST8'],

  // Liver and pancreas
  [26, 'ALT', 'alt', F.SZERUM, 1400, 1, 1, 0, 0, 1,
    'ALT (GPT)', 'ALT (alanine aminotransferase)',
    'Elsősorban a májsejtekben található enzim; emelkedése májsejt-károsodásra utal.',
    'An enzyme found mainly in liver cells; a rise points to liver cell damage.'],
  [27, 'AST', 'ast', F.SZERUM, 1400, 1, 1, 0, 0, 1,
    'AST (GOT)', 'AST (aspartate aminotransferase)',
    'A májban, a szívizomban és a vázizomzatban is megtalálható enzim; az ALT-vel együtt értékelve segít a májbetegségek megítélésében.',
    'An enzyme found in the liver, heart and skeletal muscle; assessed with ALT it helps evaluate liver disease.'],
  [28, 'GGT', 'gamma-gt', F.SZERUM, 1400, 1, 1, 0, 0, 1,
    'Gamma-GT (GGT)', 'Gamma-GT (GGT)',
    'A máj és az epeutak érzékeny jelzője; az alkoholfogyasztás és egyes gyógyszerek is emelhetik.',
    'A sensitive marker of the liver and bile ducts; alcohol and some medicines can raise it.'],
  [29, 'ALP', 'alkalikus-foszfataz', F.SZERUM, 1400, 1, 1, 0, 0, 1,
    'Alkalikus foszfatáz (ALP)', 'Alkaline phosphatase (ALP)',
    'A májban és a csontokban termelődő enzim; epeúti és csontbetegségekben emelkedhet.',
    'An enzyme made in the liver and bones; it may rise in bile duct and bone disorders.'],
  [30, 'BILI', 'bilirubin', F.SZERUM, 1400, 1, 1, 0, 0, 1,
    'Bilirubin (összes)', 'Total bilirubin',
    'A vörösvértestek lebontásából származó sárga festék; emelkedése sárgaságot okozhat, és máj- vagy epeúti problémát jelezhet.',
    'A yellow pigment from the breakdown of red blood cells; a rise can cause jaundice and may signal a liver or bile duct problem.'],
  [31, 'DBIL', 'direkt-bilirubin', F.SZERUM, 1400, 1, 1, 0, 0, 1,
    'Bilirubin (direkt)', 'Direct bilirubin',
    'A máj által már feldolgozott bilirubin; segít eldönteni, hogy a sárgaság oka a májban vagy az epeutakban keresendő-e.',
    'Bilirubin already processed by the liver; it helps tell whether jaundice comes from the liver or the bile ducts.'],
  [32, 'LDH', 'ldh', F.SZERUM, 1600, 1, 1, 0, 0, 1,
    'LDH (laktát-dehidrogenáz)', 'LDH (lactate dehydrogenase)',
    'Szinte minden sejtben előforduló enzim; emelkedése szövetkárosodást jelezhet.',
    'An enzyme found in almost every cell; a rise may indicate tissue damage.'],
  [33, 'TP', 'osszfeherje', F.SZERUM, 1400, 1, 1, 0, 0, 1,
    'Összfehérje', 'Total protein',
    'A vérplazma fehérjéinek összmennyisége; a táplálkozási állapotról, a máj- és a vesefunkcióról ad tájékoztatást.',
    'The total amount of protein in the blood, telling about nutrition and liver and kidney function.'],
  [34, 'ALB', 'albumin', F.SZERUM, 1400, 1, 1, 0, 0, 1,
    'Albumin', 'Albumin',
    'A máj által termelt legfontosabb vérfehérje; alacsony szintje máj- vagy vesebetegségre, illetve hiányos táplálkozásra utalhat.',
    'The main blood protein made by the liver; a low level may point to liver or kidney disease or poor nutrition.'],
  [35, 'AMIL', 'amilaz', F.SZERUM, 1900, 1, 1, 0, 0, 1,
    'Amiláz', 'Amylase',
    'A hasnyálmirigy és a nyálmirigyek emésztőenzime; hasnyálmirigy-gyulladásban emelkedik.',
    'A digestive enzyme of the pancreas and salivary glands; it rises in pancreatitis.'],
  [36, 'LIP', 'lipaz', F.SZERUM, 2900, 1, 1, 0, 0, 1,
    'Lipáz', 'Lipase',
    'A hasnyálmirigy zsírbontó enzime; a hasnyálmirigy-gyulladás specifikusabb jelzője, mint az amiláz.',
    'The fat-digesting enzyme of the pancreas; a more specific marker of pancreatitis than amylase.'],

  // Kidney and electrolytes
  [37, 'KREA', 'kreatinin', F.SZERUM, 1500, 1, 1, 0, 0, 1,
    'Kreatinin (eGFR-számítással)', 'Creatinine (with eGFR)',
    'A vesefunkció fő jelzője; az eredményből a becsült glomerulusfiltrációs rátát (eGFR) is kiszámítjuk.',
    'The main marker of kidney function; we also calculate your estimated glomerular filtration rate (eGFR) from it.'],
  [38, 'UREA', 'karbamid', F.SZERUM, 1400, 1, 1, 0, 0, 1,
    'Karbamid (urea)', 'Urea',
    'A fehérjebontás végterméke, amelyet a vese választ ki; a vesefunkció és a folyadékháztartás megítélését segíti.',
    'The end product of protein breakdown, removed by the kidneys; it helps assess kidney function and hydration.'],
  [39, 'URAT', 'hugysav', F.SZERUM, 1500, 1, 1, 0, 0, 1,
    'Húgysav', 'Uric acid',
    'Magas szintje köszvényt és vesekövet okozhat; az étrend és az alkohol is befolyásolja.',
    'A high level can cause gout and kidney stones; diet and alcohol also affect it.'],
  [40, 'CYSC', 'cisztatin-c', F.SZERUM, 7900, 2, 4, 0, 0, 1,
    'Cisztatin C', 'Cystatin C',
    'Az izomtömegtől független vesefunkciós jelző; időseknél és sportolóknál pontosabb lehet a kreatininnél.',
    'A kidney function marker independent of muscle mass; it can be more accurate than creatinine in older people and athletes.'],
  [41, 'NA', 'natrium', F.SZERUM, 1200, 1, 1, 0, 0, 1,
    'Nátrium', 'Sodium',
    'A folyadékháztartás legfontosabb ionja; eltérése kiszáradásra, vízhajtó szedésére vagy hormonális zavarra utalhat.',
    'The key ion of fluid balance; abnormal values may point to dehydration, diuretics or a hormonal disorder.'],
  [42, 'K', 'kalium', F.SZERUM, 1200, 1, 1, 0, 0, 1,
    'Kálium', 'Potassium',
    'A szív és az izmok működéséhez nélkülözhetetlen ion; egyes vérnyomáscsökkentők és vízhajtók megváltoztathatják.',
    'An ion essential for heart and muscle function; some blood pressure medicines and diuretics can change it.'],
  [43, 'CL', 'klorid', F.SZERUM, 1200, 1, 1, 0, 0, 1,
    'Klorid', 'Chloride',
    'A nátriummal együtt a sav-bázis és a folyadékháztartás megítélését segíti.',
    'Together with sodium, it helps assess acid–base and fluid balance.'],
  [44, 'CA', 'kalcium', F.SZERUM, 1400, 1, 1, 0, 0, 1,
    'Kalcium', 'Calcium',
    'A csontok, az idegek és az izmok működéséhez szükséges ásványi anyag, amelyet a mellékpajzsmirigy és a D-vitamin szabályoz.',
    'A mineral needed for bones, nerves and muscles, regulated by the parathyroid glands and vitamin D.'],
  [45, 'MG', 'magnezium', F.SZERUM, 1900, 1, 1, 0, 0, 1,
    'Magnézium', 'Magnesium',
    'Hiánya izomgörcsöt, fáradékonyságot és szívritmuszavart okozhat.',
    'A deficiency can cause muscle cramps, tiredness and heart rhythm problems.'],
  [46, 'FOSZ', 'foszfat', F.SZERUM, 1400, 1, 1, 0, 0, 1,
    'Foszfát (anorganikus foszfor)', 'Phosphate',
    'A kalciummal együtt a csontanyagcsere és a vesefunkció megítélésére szolgál.',
    'Used with calcium to assess bone metabolism and kidney function.'],

  // Iron
  [47, 'FE', 'vas', F.SZERUM, 1600, 1, 1, 12, 1, 1,
    'Vas (szérumvas)', 'Serum iron',
    'A vérben keringő vas mennyisége; napszakos ingadozása miatt reggel, éhgyomorra kell levenni.',
    'The amount of iron circulating in the blood; because it varies during the day it is taken in the morning, fasting.', 'IRON'],
  [48, 'TRF', 'transzferrin', F.SZERUM, 3200, 1, 1, 12, 1, 1,
    'Transzferrin (transzferrin-szaturációval)', 'Transferrin (with transferrin saturation)',
    'A vasat szállító fehérje; a szérumvassal együtt a transzferrin-szaturációt is kiszámítjuk.',
    'The protein that carries iron; together with serum iron we also calculate transferrin saturation.', 'IRON'],
  [49, 'FERR', 'ferritin', F.SZERUM, 3900, 1, 1, 0, 0, 1,
    'Ferritin', 'Ferritin',
    'A szervezet vasraktárait tükrözi; a vashiány legérzékenyebb jelzője.',
    "Reflects the body's iron stores; the most sensitive marker of iron deficiency."],

  // Vitamins and trace elements
  [50, 'VITD', 'd-vitamin', F.SZERUM, 9900, 1, 2, 0, 0, 1,
    'D-vitamin (25-OH-D)', 'Vitamin D (25-OH-D)',
    'A D-vitamin-ellátottság legjobb mutatója. Hiánya a téli hónapokban gyakori, és a csontok, az immunrendszer és a hangulat is megsínyli.',
    'The best indicator of vitamin D status. Deficiency is common in winter and affects bones, immunity and mood.'],
  [51, 'B12', 'b12-vitamin', F.SZERUM, 4900, 1, 1, 0, 0, 1,
    'B12-vitamin', 'Vitamin B12',
    'Hiánya vérszegénységet, fáradtságot és idegrendszeri tüneteket okozhat; vegetáriánusoknál és időseknél gyakoribb.',
    'A deficiency can cause anaemia, tiredness and nerve symptoms; it is more common in vegetarians and older people.', 'VITSUPP'],
  [52, 'FOLS', 'folsav', F.SZERUM, 4900, 1, 1, 0, 0, 1,
    'Folsav', 'Folic acid (folate)',
    'A sejtosztódáshoz szükséges B-vitamin; terhesség tervezésekor különösen fontos a megfelelő szintje.',
    'A B vitamin needed for cell division; an adequate level is especially important when planning a pregnancy.', 'VITSUPP'],
  [53, 'HOLOTC', 'aktiv-b12-vitamin', F.SZERUM, 9900, 2, 4, 0, 0, 1,
    'Aktív B12-vitamin (holotranszkobalamin)', 'Active vitamin B12 (holotranscobalamin)',
    'A B12-vitamin sejtek számára ténylegesen felhasználható része; a határérték körüli B12-eredmények pontosítására szolgál.',
    'The part of vitamin B12 that cells can actually use; it clarifies borderline B12 results.', 'VITSUPP'],
  [54, 'ZN', 'cink', F.SZERUM, 5900, 2, 4, 0, 0, 1,
    'Cink', 'Zinc',
    'Az immunrendszer, a bőr, a haj és a sebgyógyulás szempontjából fontos nyomelem.',
    'A trace element important for immunity, skin, hair and wound healing.'],
  [55, 'SZEL', 'szelen', F.SZERUM, 12900, 4, 6, 0, 0, 1,
    'Szelén', 'Selenium',
    'A pajzsmirigy működéséhez és az antioxidáns védelemhez szükséges nyomelem.',
    'A trace element needed for thyroid function and antioxidant protection.'],
  [56, 'B6', 'b6-vitamin', F.EDTA, 12900, 4, 6, 0, 0, 1,
    'B6-vitamin', 'Vitamin B6',
    'Az idegrendszer és a vérképzés működéséhez szükséges vitamin; hiánya és túladagolása is okozhat tüneteket.',
    'A vitamin needed for the nervous system and blood formation; both deficiency and overdose can cause symptoms.', 'VITSUPP'],

  // Thyroid
  [57, 'TSH', 'tsh', F.SZERUM, 4900, 1, 1, 0, 0, 1,
    'TSH (pajzsmirigy-stimuláló hormon)', 'TSH (thyroid-stimulating hormone)',
    'A pajzsmirigy működésének legfontosabb szűrővizsgálata: emelkedett értéke alulműködésre, alacsony értéke túlműködésre utal.',
    'The key screening test of thyroid function: a high value suggests an underactive, a low value an overactive thyroid.', 'BIOTIN'],
  [58, 'FT4', 'ft4', F.SZERUM, 4500, 1, 1, 0, 0, 1,
    'FT4 (szabad tiroxin)', 'FT4 (free thyroxine)',
    'A pajzsmirigy fő hormonjának szabad, hatásos formája; a TSH-val együtt értékeljük.',
    "The free, active form of the thyroid's main hormone, assessed together with TSH.", 'BIOTIN'],
  [59, 'FT3', 'ft3', F.SZERUM, 4500, 1, 1, 0, 0, 1,
    'FT3 (szabad trijódtironin)', 'FT3 (free triiodothyronine)',
    'A legaktívabb pajzsmirigyhormon; túlműködés gyanújakor különösen fontos.',
    'The most active thyroid hormone, especially important when an overactive thyroid is suspected.', 'BIOTIN'],
  [60, 'ATPO', 'anti-tpo', F.SZERUM, 5900, 1, 2, 0, 0, 1,
    'Anti-TPO (pajzsmirigy-peroxidáz elleni antitest)', 'Anti-TPO (thyroid peroxidase antibodies)',
    'Emelkedett szintje autoimmun pajzsmirigy-gyulladásra (Hashimoto-betegségre) utal.',
    "A raised level points to autoimmune thyroiditis (Hashimoto's disease).", 'BIOTIN'],
  [61, 'ATG', 'anti-tg', F.SZERUM, 5900, 1, 2, 0, 0, 1,
    'Anti-TG (tireoglobulin elleni antitest)', 'Anti-TG (thyroglobulin antibodies)',
    'Az anti-TPO mellett az autoimmun pajzsmirigy-betegségek másik jelzője.',
    'Alongside anti-TPO, another marker of autoimmune thyroid disease.', 'BIOTIN'],
  [62, 'TRAK', 'trak', F.SZERUM, 12900, 2, 4, 0, 0, 1,
    'TRAK (TSH-receptor elleni antitest)', 'TRAb (TSH receptor antibodies)',
    'A Basedow–Graves-kór jellemző antitestje; a pajzsmirigy-túlműködés okának tisztázására szolgál.',
    "The characteristic antibody of Graves' disease, used to find the cause of an overactive thyroid.", 'BIOTIN'],
  [63, 'TGLOB', 'tireoglobulin', F.SZERUM, 7900, 2, 4, 0, 0, 1,
    'Tireoglobulin', 'Thyroglobulin',
    'A pajzsmirigy által termelt fehérje; főként pajzsmirigyműtét utáni gondozásban használják.',
    'A protein made by the thyroid, mainly used in follow-up after thyroid surgery.', 'BIOTIN'],
  [64, 'KALCIT', 'kalcitonin', F.SZERUM, 9900, 2, 4, 0, 0, 1,
    'Kalcitonin', 'Calcitonin',
    'A pajzsmirigy C-sejtjei által termelt hormon; pajzsmirigygöbök kivizsgálásakor kérik.',
    "A hormone made by the thyroid's C cells, requested when investigating thyroid nodules."],

  // Women's health
  [65, 'E2', 'osztradiol', F.SZERUM, 4900, 1, 1, 0, 0, 1,
    'Ösztradiol (E2)', 'Oestradiol (E2)',
    'A legfontosabb női nemi hormon; a menstruációs ciklus, a termékenység és a változókor megítélésére szolgál.',
    'The main female sex hormone, used to assess the menstrual cycle, fertility and menopause.', 'CYCLE'],
  [66, 'PROG', 'progeszteron', F.SZERUM, 4900, 1, 1, 0, 0, 1,
    'Progeszteron', 'Progesterone',
    'A ciklus második felében emelkedő hormon; a 21. napon mért értéke megmutatja, hogy volt-e peteérés.',
    'A hormone that rises in the second half of the cycle; its level on day 21 shows whether ovulation has occurred.', 'PROG21'],
  [67, 'FSH', 'fsh', F.SZERUM, 4500, 1, 1, 0, 0, 1,
    'FSH (follikulusstimuláló hormon)', 'FSH (follicle-stimulating hormone)',
    'Az agyalapi mirigy hormonja, amely a petefészek működését szabályozza; változókorban jelentősen emelkedik.',
    'A pituitary hormone that controls the ovaries; it rises markedly at menopause.', 'CYCLE'],
  [68, 'LH', 'lh', F.SZERUM, 4500, 1, 1, 0, 0, 1,
    'LH (luteinizáló hormon)', 'LH (luteinising hormone)',
    'A peteérést kiváltó hormon; az FSH-val együtt értékelve a PCOS és a meddőség kivizsgálásában fontos.',
    'The hormone that triggers ovulation; with FSH it is important in investigating PCOS and infertility.', 'CYCLE'],
  [69, 'PRL', 'prolaktin', F.SZERUM, 4500, 1, 1, 0, 1, 1,
    'Prolaktin', 'Prolactin',
    'Emelkedett szintje cikluszavart, meddőséget és tejelválasztást okozhat; a stressz és egyes gyógyszerek is növelhetik.',
    'A raised level can cause cycle problems, infertility and milk discharge; stress and some medicines can also increase it.', 'PRL'],
  [70, 'AMH', 'amh', F.SZERUM, 14900, 2, 4, 0, 0, 1,
    'AMH (anti-Müller-hormon)', 'AMH (anti-Müllerian hormone)',
    'A petefészek-tartalékot, vagyis a még rendelkezésre álló petesejtek számát becsli; a ciklus bármely napján levehető.',
    'Estimates ovarian reserve, the number of eggs still available; it can be taken on any day of the cycle.'],
  [71, 'DHEAS', 'dhea-s', F.SZERUM, 5500, 1, 2, 0, 0, 1,
    'DHEA-S (dehidroepiandroszteron-szulfát)', 'DHEA-S (dehydroepiandrosterone sulphate)',
    'A mellékvese által termelt androgén hormon; pattanásosság, fokozott szőrnövekedés és PCOS kivizsgálásakor kérik.',
    'An androgen made by the adrenal glands, requested when investigating acne, excess hair growth and PCOS.'],
  [72, 'SHBG', 'shbg', F.SZERUM, 5900, 1, 2, 0, 0, 1,
    'SHBG (nemihormon-kötő globulin)', 'SHBG (sex hormone-binding globulin)',
    'A nemi hormonokat szállító fehérje; a tesztoszteronnal együtt a szabadandrogén-index kiszámításához szükséges.',
    'The protein that carries sex hormones; with testosterone it is needed to calculate the free androgen index.'],
  [73, 'ANDRO', 'androsztendion', F.SZERUM, 7900, 2, 4, 0, 1, 1,
    'Androsztendion', 'Androstenedione',
    'A tesztoszteron és az ösztrogének előanyaga; PCOS és mellékvese-eredetű hormonzavar gyanújakor kérik.',
    'A precursor of testosterone and oestrogens, requested when PCOS or an adrenal hormone disorder is suspected.', 'MORNING'],
  [74, 'HCG', 'beta-hcg', F.SZERUM, 4900, 1, 1, 0, 0, 1,
    'Béta-hCG (terhességi hormon)', 'Beta-hCG (pregnancy hormone)',
    'A terhességet már a fogantatás után 10–14 nappal kimutatja, és a korai terhesség fejlődésének követésére is alkalmas.',
    'Detects pregnancy as early as 10–14 days after conception and helps follow an early pregnancy.'],
  [75, 'TOXO', 'toxoplazma-igg', F.SZERUM, 4900, 1, 2, 0, 0, 1,
    'Toxoplasma IgG antitest', 'Toxoplasma IgG antibodies',
    'Megmutatja, átesett-e korábban toxoplazma-fertőzésen; terhesség előtt ajánlott.',
    'Shows whether you have had a toxoplasma infection before; recommended before pregnancy.'],
  [76, 'RUB', 'rubeola-igg', F.SZERUM, 4900, 1, 2, 0, 0, 1,
    'Rubeola IgG antitest', 'Rubella IgG antibodies',
    'A rubeola elleni védettséget igazolja; terhesség tervezésekor ajánlott.',
    'Confirms immunity to rubella; recommended when planning a pregnancy.'],
  [77, 'CA125', 'ca-125', F.SZERUM, 6900, 1, 2, 0, 0, 1,
    'CA 125 (tumormarker)', 'CA 125 (tumour marker)',
    'Elsősorban petefészek-daganatok követésére használt marker; endometriózis és gyulladás is emelheti.',
    'A marker mainly used to follow ovarian tumours; endometriosis and inflammation can also raise it.'],

  // Men's health
  [78, 'TESZT', 'tesztoszteron', F.SZERUM, 4900, 1, 1, 0, 1, 1,
    'Tesztoszteron', 'Testosterone',
    'A fő férfi nemi hormon; alacsony szintje fáradtságot, csökkent libidót és izomvesztést okozhat. Nőknél a PCOS kivizsgálásában fontos.',
    'The main male sex hormone; a low level can cause tiredness, low libido and muscle loss. In women it matters when investigating PCOS.', 'MORNING'],
  [79, 'FTESZT', 'szabad-tesztoszteron', F.SZERUM, 9900, 2, 4, 0, 1, 1,
    'Szabad tesztoszteron', 'Free testosterone',
    'A tesztoszteron biológiailag aktív, fehérjéhez nem kötött része.',
    'The biologically active part of testosterone that is not bound to proteins.', 'MORNING'],
  [80, 'PSA', 'psa', F.SZERUM, 5500, 1, 1, 0, 0, 1,
    'PSA (prosztataspecifikus antigén)', 'PSA (prostate-specific antigen)',
    'A prosztata szűrővizsgálata 45–50 év feletti férfiaknak; emelkedett értéke megnagyobbodásra, gyulladásra vagy daganatra utalhat.',
    'The prostate screening test for men over 45–50; a raised value may point to enlargement, inflammation or cancer.', 'PSA'],
  [81, 'FPSA', 'szabad-psa', F.SZERUM, 5900, 1, 1, 0, 0, 1,
    'Szabad PSA (fPSA, arányszámmal)', 'Free PSA (with ratio)',
    'A szabad és az összes PSA aránya segít elkülöníteni a jóindulatú prosztata-megnagyobbodást a daganattól.',
    'The ratio of free to total PSA helps tell benign enlargement from cancer.', 'PSA'],

  // Other hormones
  [82, 'KORT', 'kortizol', F.SZERUM, 5500, 1, 1, 0, 1, 1,
    'Kortizol (reggeli)', 'Morning cortisol',
    'A mellékvese stresszhormonja; erős napszaki ingadozása miatt reggel 7 és 9 óra között kell levenni.',
    'The adrenal stress hormone; because it varies strongly during the day it is taken between 7 and 9 a.m.', 'KORT'],
  [83, 'PTH', 'parathormon', F.EDTA, 7900, 1, 2, 0, 0, 1,
    'Parathormon (PTH)', 'Parathyroid hormone (PTH)',
    'A mellékpajzsmirigy hormonja, amely a kalcium- és a D-vitamin-háztartást szabályozza.',
    'The parathyroid hormone that regulates calcium and vitamin D balance.'],
  [84, 'IGF1', 'igf-1', F.SZERUM, 12900, 3, 5, 0, 0, 1,
    'IGF-1 (szomatomedin C)', 'IGF-1 (somatomedin C)',
    'A növekedési hormon hatását közvetítő fehérje; gyermekek növekedési zavarának kivizsgálásában használják.',
    'A protein that mediates the effects of growth hormone, used to investigate growth problems in children.'],

  // Muscle, rheumatology
  [85, 'CK', 'kreatin-kinaz', F.SZERUM, 1600, 1, 1, 0, 0, 1,
    'Kreatin-kináz (CK)', 'Creatine kinase (CK)',
    'Az izomkárosodás jelzője; intenzív edzés és egyes koleszterincsökkentők (sztatinok) is emelhetik.',
    'A marker of muscle damage; intense exercise and some cholesterol medicines (statins) can raise it.', 'CK'],
  [86, 'RF', 'reumafaktor', F.SZERUM, 2900, 1, 2, 0, 0, 1,
    'Reumafaktor (RF)', 'Rheumatoid factor (RF)',
    'Reumatoid artritisz gyanújakor kért antitest; egészséges időseknél is lehet enyhén emelkedett.',
    'An antibody requested when rheumatoid arthritis is suspected; it can be mildly raised in healthy older people.'],
  [87, 'ASO', 'aso', F.SZERUM, 2900, 1, 2, 0, 0, 1,
    'ASO (antistreptolizin O)', 'ASO (antistreptolysin O)',
    'Korábbi streptococcus-fertőzést mutat ki; visszatérő mandulagyulladás és ízületi panaszok esetén kérik.',
    'Detects a past streptococcal infection; requested for recurring tonsillitis and joint complaints.'],

  // Coagulation
  [88, 'INR', 'protrombinido-inr', F.CITRAT, 2200, 1, 1, 0, 0, 1,
    'Protrombinidő (INR)', 'Prothrombin time (INR)',
    'A véralvadás külső útját méri; véralvadásgátló (pl. acenokumarol) kezelés beállítására és műtét előtt használják.',
    'Measures the extrinsic clotting pathway; used to adjust anticoagulant (e.g. acenocoumarol) treatment and before surgery.', 'INR'],
  [89, 'APTI', 'apti', F.CITRAT, 2200, 1, 1, 0, 0, 1,
    'APTI (aktivált parciális tromboplasztinidő)', 'APTT (activated partial thromboplastin time)',
    'A véralvadás belső útját vizsgálja; a műtét előtti szűrés és a vérzékenység kivizsgálásának része.',
    'Tests the intrinsic clotting pathway; part of pre-operative screening and of investigating bleeding disorders.', 'INR'],
  [90, 'FIBR', 'fibrinogen', F.CITRAT, 2500, 1, 1, 0, 0, 1,
    'Fibrinogén', 'Fibrinogen',
    'A véralvadáshoz szükséges fehérje, amely gyulladásban is emelkedik.',
    'A protein needed for blood clotting that also rises with inflammation.'],
  [91, 'DDIM', 'd-dimer', F.CITRAT, 6900, 1, 1, 0, 0, 1,
    'D-dimer', 'D-dimer',
    'A vérrögök lebomlásakor keletkező termék; negatív eredménye nagy biztonsággal kizárja a friss trombózist.',
    'A product formed when blood clots break down; a negative result reliably rules out a fresh thrombosis.'],

  // Urine and stool
  [92, 'VIZ', 'vizelet', F.VIZELET, 1900, 1, 1, 0, 0, 1,
    'Vizelet általános és üledék', 'Urinalysis with sediment',
    'A vizelet kémiai és mikroszkópos vizsgálata; húgyúti fertőzés, vesebetegség és cukorbetegség szűrésére alkalmas.',
    'Chemical and microscopic urine analysis to screen for urinary infection, kidney disease and diabetes.', 'URINE'],
  [93, 'VIZTEN', 'vizelet-tenyesztes', F.VIZELET, 6900, 2, 4, 0, 0, 1,
    'Vizelet bakteriológiai tenyésztés (rezisztenciavizsgálattal)', 'Urine culture (with antibiotic sensitivity)',
    'Kimutatja a húgyúti fertőzést okozó baktériumot, és megadja, mely antibiotikumokra érzékeny.',
    'Identifies the bacterium causing a urinary infection and the antibiotics it responds to.', 'URINE_CULT'],
  [94, 'SZEKL', 'szeklet-tenyesztes', F.SZEKLET, 7900, 2, 4, 0, 0, 1,
    'Széklet bakteriológiai tenyésztés', 'Stool culture',
    'Hasmenést okozó baktériumok (Salmonella, Shigella, Campylobacter, Yersinia) kimutatása.',
    'Detects bacteria that cause diarrhoea (Salmonella, Shigella, Campylobacter, Yersinia).', 'STOOL'],
  [95, 'HELI', 'helicobacter-antigen', F.SZEKLET, 6900, 1, 2, 0, 0, 1,
    'Helicobacter pylori antigén (székletből)', 'Helicobacter pylori stool antigen',
    'A gyomorfekélyt és gyomorhurutot okozó baktérium kimutatása székletmintából, vérvétel nélkül.',
    'Detects the bacterium behind stomach ulcers and gastritis from a stool sample, without a blood test.', 'HELI'],
  [96, 'SZVER', 'szeklet-rejtett-ver', F.SZEKLET, 4500, 1, 2, 0, 0, 1,
    'Széklet rejtett vér (iFOB)', 'Faecal occult blood (FIT)',
    'A szabad szemmel nem látható vér kimutatása a székletben; a vastagbélrák-szűrés egyszerű módja.',
    'Detects blood in the stool that cannot be seen; a simple way to screen for bowel cancer.', 'FOB'],
  [97, 'KALP', 'kalprotektin', F.SZEKLET, 11900, 3, 5, 0, 0, 1,
    'Kalprotektin (székletből)', 'Faecal calprotectin',
    'A bélgyulladás jelzője; segít elkülöníteni a gyulladásos bélbetegségeket az irritábilis bél szindrómától.',
    'A marker of bowel inflammation that helps distinguish inflammatory bowel disease from irritable bowel syndrome.', 'STOOL'],

  // Infection serology
  [98, 'HBSAG', 'hepatitis-b-hbsag', F.SZERUM, 4900, 1, 2, 0, 0, 1,
    'Hepatitis B felszíni antigén (HBsAg)', 'Hepatitis B surface antigen (HBsAg)',
    'Aktív vagy krónikus hepatitis B-fertőzést mutat ki.',
    'Detects an active or chronic hepatitis B infection.'],
  [99, 'HCV', 'hepatitis-c-antitest', F.SZERUM, 5900, 1, 2, 0, 0, 1,
    'Hepatitis C antitest (anti-HCV)', 'Hepatitis C antibodies (anti-HCV)',
    'Jelenlegi vagy korábbi hepatitis C-fertőzés szűrővizsgálata.',
    'Screening for current or past hepatitis C infection.'],
  [100, 'HIV', 'hiv-szures', F.SZERUM, 5900, 1, 2, 0, 0, 1,
    'HIV 1/2 antigén és antitest (kombinált teszt)', 'HIV 1/2 antigen and antibody (combined test)',
    'Negyedik generációs szűrőteszt, amely a fertőzés után már 4–6 héttel megbízható eredményt ad.',
    'A fourth-generation screening test that gives a reliable result as early as 4–6 weeks after exposure.'],
  [101, 'SYPH', 'szifilisz-szures', F.SZERUM, 4500, 1, 2, 0, 0, 1,
    'Szifilisz-szűrés (TPHA)', 'Syphilis screening (TPHA)',
    'A szifilisz kórokozója elleni antitestek kimutatása.',
    'Detects antibodies against the bacterium that causes syphilis.'],
  [102, 'BORR', 'borrelia-antitest', F.SZERUM, 12900, 2, 4, 0, 0, 1,
    'Borrelia (Lyme-kór) IgG és IgM antitest', 'Borrelia (Lyme disease) IgG and IgM antibodies',
    'Kullancscsípés után 4–6 héttel kimutatja a Lyme-kór kórokozója elleni antitesteket.',
    'Detects antibodies to the Lyme disease bacterium 4–6 weeks after a tick bite.'],
  [103, 'EBV', 'ebv-antitestek', F.SZERUM, 9900, 2, 4, 0, 0, 1,
    'EBV (mononukleózis) antitestek', 'EBV (glandular fever) antibodies',
    'Tisztázza, hogy friss vagy korábbi Epstein–Barr-vírus-fertőzésről (mononukleózis, „csókbetegség”) van-e szó.',
    'Shows whether an Epstein–Barr virus infection (glandular fever) is recent or past.'],

  // Coeliac disease and allergy
  [104, 'TTG', 'transzglutaminaz-iga', F.SZERUM, 7900, 2, 4, 0, 0, 1,
    'Szöveti transzglutamináz IgA (tTG-IgA)', 'Tissue transglutaminase IgA (tTG-IgA)',
    'A lisztérzékenység (cöliákia) legfontosabb szűrővizsgálata; a gluténmentes diéta megkezdése előtt kell elvégezni.',
    'The main screening test for coeliac disease; it must be done before starting a gluten-free diet.', 'GLUTEN'],
  [105, 'IGA', 'ossz-iga', F.SZERUM, 3500, 1, 2, 0, 0, 1,
    'Immunglobulin A (össz-IgA)', 'Total immunoglobulin A (IgA)',
    'IgA-hiányban a tTG-IgA álnegatív lehet, ezért a lisztérzékenység szűrésekor az össz-IgA-t is megmérjük.',
    'In IgA deficiency tTG-IgA can be falsely negative, so total IgA is measured alongside coeliac screening.'],
  [106, 'IGE', 'ossz-ige', F.SZERUM, 4500, 1, 2, 0, 0, 1,
    'Össz-IgE', 'Total IgE',
    'Az allergiás reakciókban szerepet játszó antitestek összmennyisége; az allergiás hajlam felmérésére szolgál.',
    'The total amount of antibodies involved in allergic reactions; used to assess a tendency to allergy.', 'ALLERGY'],
  [107, 'ALLINH', 'inhalativ-allergia-panel', F.SZERUM, 19900, 3, 5, 0, 0, 1,
    'Inhalatív allergiapanel (20 allergén)', 'Inhalant allergy panel (20 allergens)',
    'Pollenek (parlagfű, fűfélék, nyír), háziporatka, penészgombák és állatszőrök elleni specifikus IgE egyetlen vérvételből.',
    'Specific IgE against pollens (ragweed, grasses, birch), house dust mite, moulds and animal dander from a single blood sample.', 'ALLERGY'],
  [108, 'ALLFOOD', 'elelmiszer-allergia-panel', F.SZERUM, 19900, 3, 5, 0, 0, 1,
    'Élelmiszer-allergiapanel (20 allergén)', 'Food allergy panel (20 allergens)',
    'A tej, a tojás, a földimogyoró, a diófélék, a szója, a búza, a hal, a rákfélék és további gyakori élelmiszer-allergének vizsgálata.',
    'Tests milk, egg, peanut, tree nuts, soy, wheat, fish, shellfish and other common food allergens.', 'ALLERGY'],
  [109, 'ALLGYER', 'gyermek-allergia-panel', F.SZERUM, 19900, 3, 5, 0, 0, 1,
    'Gyermek allergiapanel (inhalatív és élelmiszer, 20 allergén)', 'Paediatric allergy panel (inhalant and food, 20 allergens)',
    'A gyermekkorban leggyakoribb légúti és élelmiszer-allergének vizsgálata egyetlen kis mennyiségű vérmintából.',
    'Tests the most common airborne and food allergens of childhood from a single small blood sample.', 'ALLERGY'],
  [110, 'ALLPARL', 'parlagfu-ige', F.SZERUM, 4900, 2, 4, 0, 0, 1,
    'Parlagfű-specifikus IgE', 'Ragweed-specific IgE',
    'Megmutatja, hogy a nyár végi szénanáthát a parlagfű okozza-e.',
    'Shows whether late-summer hay fever is caused by ragweed.', 'ALLERGY'],
  [111, 'ALLATKA', 'haziporatka-ige', F.SZERUM, 4900, 2, 4, 0, 0, 1,
    'Háziporatka-specifikus IgE', 'House dust mite-specific IgE',
    'Egész évben jelentkező orrdugulás, tüsszögés és asztma esetén segít azonosítani a háziporatka-allergiát.',
    'Helps identify house dust mite allergy behind a year-round blocked nose, sneezing and asthma.', 'ALLERGY'],

  // Genetics and PCR
  [112, 'APOE', 'apoe-genotipizalas', F.KENET, 29900, 10, 15, 0, 0, 1,
    'ApoE-genotipizálás', 'ApoE genotyping',
    'Az apolipoprotein E génváltozatainak vizsgálata, amelyek a koleszterin-anyagcserét és az Alzheimer-kór kockázatát befolyásolják.',
    "Tests variants of the apolipoprotein E gene, which affect cholesterol metabolism and the risk of Alzheimer's disease.", 'GENETIC'],
  [113, 'PAI1', 'pai-1-polimorfizmus', F.KENET, 25900, 10, 15, 0, 0, 1,
    'PAI-1 4G/5G polimorfizmus', 'PAI-1 4G/5G polymorphism',
    'A vérrögök oldódását befolyásoló génváltozat; ismétlődő vetélés és trombózisra való hajlam esetén vizsgálják.',
    'A gene variant that affects how blood clots dissolve; tested after recurrent miscarriage or with a tendency to thrombosis.', 'GENETIC'],
  [114, 'FV', 'leiden-mutacio', F.KENET, 25900, 10, 15, 0, 0, 1,
    'Leiden-mutáció (V-ös faktor, G1691A)', 'Factor V Leiden mutation (G1691A)',
    'Az örökletes trombózishajlam leggyakoribb oka; hormonális fogamzásgátló szedése előtt is indokolt lehet.',
    'The most common cause of inherited thrombosis risk; it may be worth testing before starting hormonal contraception.', 'GENETIC'],
  [115, 'FII', 'protrombin-mutacio', F.KENET, 25900, 10, 15, 0, 0, 1,
    'Protrombin-mutáció (II-es faktor, G20210A)', 'Prothrombin mutation (factor II G20210A)',
    'Az örökletes trombózishajlam második leggyakoribb genetikai oka.',
    'The second most common genetic cause of inherited thrombosis risk.', 'GENETIC'],
  [116, 'MTHFR', 'mthfr-polimorfizmus', F.KENET, 27900, 10, 15, 0, 0, 1,
    'MTHFR C677T és A1298C polimorfizmus', 'MTHFR C677T and A1298C polymorphisms',
    'A folsav-anyagcserét befolyásoló génváltozatok; a homociszteinszint és a folsavpótlás megítélését segítik.',
    'Gene variants that affect folate metabolism, helping to interpret homocysteine levels and folate supplementation.', 'GENETIC'],
  [117, 'FSHR', 'fshr-genotipizalas', F.KENET, 29900, 10, 15, 0, 0, 1,
    'FSHR-genotipizálás (Asn680Ser)', 'FSHR genotyping (Asn680Ser)',
    'Az FSH-receptor génváltozata, amely befolyásolja, hogyan reagál a petefészek a stimulációs kezelésre; lombikprogram előtt javasolt.',
    'A variant of the FSH receptor gene that affects how the ovaries respond to stimulation; recommended before IVF.', 'GENETIC'],
  [118, 'LCT', 'lct-genotipizalas', F.KENET, 25900, 10, 15, 0, 0, 1,
    'Laktózintolerancia-genetika (LCT C/T-13910)', 'Lactose intolerance genetics (LCT C/T-13910)',
    'Kimutatja az elsődleges (felnőttkori) laktózintoleranciát okozó génváltozatot, terheléses vizsgálat és diéta nélkül.',
    'Detects the gene variant behind primary (adult-type) lactose intolerance, with no load test or diet needed.', 'GENETIC'],
  [119, 'HLADQ', 'hla-dq2-dq8', F.KENET, 39900, 10, 15, 0, 0, 1,
    'Gluténérzékenység-genetika (HLA-DQ2/DQ8)', 'Coeliac disease genetics (HLA-DQ2/DQ8)',
    'Negatív eredménye gyakorlatilag kizárja a lisztérzékenységet; gluténmentes diéta mellett is elvégezhető.',
    'A negative result virtually rules out coeliac disease; it can be done even on a gluten-free diet.', 'GENETIC'],
  [120, 'BORRPCR', 'kullancs-borrelia-pcr', F.KULLANCS, 16900, 3, 5, 0, 0, 1,
    'Kullancs Borrelia PCR-vizsgálata', 'Borrelia PCR test of a tick',
    'Az eltávolított kullancsból PCR-módszerrel kimutatjuk a Lyme-kórt okozó Borrelia baktériumot.',
    'We use PCR to detect Borrelia, the bacterium behind Lyme disease, in the tick removed from you.', 'TICK'],

  // Continuous glucose monitoring: only sold inside the CGM offer
  [121, 'CGM14', 'cgm-szenzor-14-nap', F.CGM, 34900, 11, 13, 0, 0, 0,
    'Folyamatos glükózmonitorozás (14 napos szenzor, felhelyezés és kiértékelés)',
    'Continuous glucose monitoring (14-day sensor, fitting and evaluation)',
    'A felkarra helyezett szenzor 14 napon át percenként méri a szöveti glükózszintet; a végén diabetológiai kiértékelést kap.',
    "A sensor on the upper arm measures tissue glucose every minute for 14 days; at the end you receive a diabetologist's evaluation.", 'CGM'],
];

export const TESTS = TEST_ROWS.map(
  ([
    id,
    code,
    url_slug,
    fraction_id,
    b2c_price,
    min,
    max,
    fasting_hours,
    morning_only,
    showonweb,
    name_hu,
    name_en,
    description_hu,
    description_en,
    prep,
  ]) => ({
    id,
    code,
    url_slug,
    name_hu,
    name_en,
    description_hu,
    description_en,
    b2c_price,
    turn_around_time_min: min,
    turn_around_time_max: max,
    fraction_id,
    fasting_hours,
    morning_only,
    preparation_hu: prep ? PREP[prep][0] : '',
    preparation_en: prep ? PREP[prep][1] : '',
    showonweb,
  }),
);

const testByCode = new Map(TESTS.map((t) => [t.code, t]));

// ---------------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------------

// Lower weight first. 'vallalati' holds only packages that are not shown on the web, so the website
// skips it (spec section 5: categories without services are skipped).
export const CATEGORIES = [
  {
    tag: 'alaplabor',
    name_hu: 'Alap laborcsomagok',
    name_en: 'Basic lab packages',
    description_hu: 'Általános állapotfelmérő csomagok a vérképtől a máj- és vesefunkción át a koleszterinig.',
    description_en: 'General check-up packages from blood count through liver and kidney function to cholesterol.',
    weight: 1,
  },
  {
    tag: 'pajzsmirigy',
    name_hu: 'Pajzsmirigy',
    name_en: 'Thyroid',
    description_hu:
      'Pajzsmirigyhormonok és -antitestek az alul- és a túlműködés, valamint a Hashimoto-betegség felismerésére.',
    description_en:
      "Thyroid hormones and antibodies to detect an under- or overactive thyroid and Hashimoto's disease.",
    weight: 2,
  },
  {
    tag: 'vitaminok',
    name_hu: 'Vitaminok és ásványi anyagok',
    name_en: 'Vitamins and minerals',
    description_hu:
      'D-vitamin, B12-vitamin, folsav, vas és nyomelemek: megtudhatja, mire van valóban szüksége a szervezetének.',
    description_en: 'Vitamin D, B12, folate, iron and trace elements: find out what your body really needs.',
    weight: 3,
  },
  {
    tag: 'noi-egeszseg',
    name_hu: 'Női egészség',
    name_en: "Women's health",
    description_hu: 'Hormonvizsgálatok a ciklus, a termékenység, a babavárás és a változókor minden szakaszára.',
    description_en: 'Hormone tests for every stage: the cycle, fertility, pregnancy planning and menopause.',
    weight: 4,
  },
  {
    tag: 'ferfi-egeszseg',
    name_hu: 'Férfi egészség',
    name_en: "Men's health",
    description_hu: 'Prosztataszűrés, tesztoszteron és a férfiak leggyakoribb kockázatainak felmérése.',
    description_en: "Prostate screening, testosterone and a check of the most common risks in men's health.",
    weight: 4,
  },
  {
    tag: 'allergia',
    name_hu: 'Allergia és intolerancia',
    name_en: 'Allergy and intolerance',
    description_hu:
      'Pollen-, poratka-, állatszőr- és élelmiszer-allergia kimutatása egyetlen vérvételből, valamint lisztérzékenység-szűrés.',
    description_en:
      'Pollen, dust mite, animal and food allergy testing from a single blood sample, plus coeliac screening.',
    weight: 5,
  },
  {
    tag: 'terheleses',
    name_hu: 'Terheléses vércukor',
    name_en: 'Glucose tolerance tests',
    description_hu:
      'Cukorterheléses vizsgálatok (OGTT) a cukorbetegség és az inzulinrezisztencia kimutatására; 2–2,5 órát vesznek igénybe.',
    description_en:
      'Oral glucose tolerance tests (OGTT) to detect diabetes and insulin resistance; they take 2 to 2.5 hours.',
    weight: 6,
  },
  {
    tag: 'gyermek',
    name_hu: 'Gyermekeknek',
    name_en: 'For children',
    description_hu:
      'Gyermekekre szabott csomagok, tapasztalt gyermekasszisztensekkel és a lehető legkisebb vérmennyiséggel.',
    description_en:
      'Packages designed for children, with experienced paediatric nurses and the smallest possible blood volume.',
    weight: 7,
  },
  {
    tag: 'genetika',
    name_hu: 'Genetikai vizsgálatok',
    name_en: 'Genetic tests',
    description_hu:
      'Fájdalommentes szájnyálkahártya-kenetből végzett genetikai vizsgálatok és kullancs PCR-vizsgálata.',
    description_en: 'Genetic tests from a painless cheek swab, and PCR testing of ticks.',
    weight: 8,
  },
  {
    tag: 'cgm',
    name_hu: 'CGM szenzor',
    name_en: 'CGM sensor',
    description_hu: 'Folyamatos glükózmonitorozás 14 napos szenzorral, felhelyezéssel és szakorvosi kiértékeléssel.',
    description_en:
      'Continuous glucose monitoring with a 14-day sensor, including fitting and a specialist evaluation.',
    weight: 9,
  },
  {
    tag: 'vallalati',
    name_hu: 'Vállalati szűrések',
    name_en: 'Corporate screening',
    description_hu: 'Munkáltatók számára összeállított szűrőcsomagok, szerződéses partnereink munkatársainak.',
    description_en: 'Screening packages put together for employers, for the staff of our contracted partners.',
    weight: 10,
  },
];

// ---------------------------------------------------------------------------------------------------
// Packages
// ---------------------------------------------------------------------------------------------------

// `kind` decides where a package can be sampled (see locationPackageIds below): 'ordinary' packages at
// every showonweb location, glucose load tests where the matching fee exists, children's packages at
// child_testing locations, genetic swabs and the CGM sensor at trained locations, corporate and retired
// packages (not shown on the web) at the corporate partner locations only. `tests` lists test codes
// separated by spaces.
const PACKAGE_ROWS = [
  {
    id: 1,
    code: 'ALAPCS',
    url_slug: 'alap-laborcsomag',
    category_tag: 'alaplabor',
    weight: 1,
    kind: 'ordinary',
    b2c_price: 22900,
    name_hu: 'Alap laborcsomag',
    name_en: 'Basic lab package',
    short_description_hu:
      'A legfontosabb laborértékek egy csomagban: vérkép, vércukor, koleszterin, máj- és vesefunkció.',
    short_description_en:
      'The most important lab values in one package: blood count, glucose, cholesterol, liver and kidney function.',
    description_hu:
      'Évente egyszer mindenkinek ajánlott állapotfelmérés. A csomag megmutatja, van-e jele vérszegénységnek, gyulladásnak, emelkedett vércukornak vagy koleszterinnek, és hogyan működik a mája és a veséje. Az eredményt orvosi véleményezéssel együtt, online kapja meg.',
    description_en:
      'A check-up we recommend to everyone once a year. It shows signs of anaemia, inflammation, raised blood sugar or cholesterol, and how well your liver and kidneys work. You receive the results online together with a doctor’s comment.',
    tests: 'KVK SE CRP GLU CHOL HDL LDL TG ALT AST GGT KREA UREA URAT NA K VIZ',
  },
  {
    id: 2,
    code: 'KITERJCS',
    url_slug: 'kiterjesztett-laborcsomag',
    category_tag: 'alaplabor',
    weight: 2,
    kind: 'ordinary',
    b2c_price: 39900,
    name_hu: 'Kiterjesztett laborcsomag',
    name_en: 'Extended lab package',
    short_description_hu: 'Átfogó állapotfelmérés 25 vizsgálattal, pajzsmiriggyel, vasraktárral és HbA1c-vel.',
    short_description_en: 'A comprehensive check-up with 25 tests, including thyroid, iron stores and HbA1c.',
    description_hu:
      'Az alap laborcsomagot kiegészíti a pajzsmirigy-szűréssel, a vasanyagcsere, az ásványi anyagok és a hosszú távú vércukorszint (HbA1c) vizsgálatával. Ideális választás, ha régen járt laborban, vagy fáradékonyságot, levertséget tapasztal.',
    description_en:
      'Adds thyroid screening, iron metabolism, minerals and long-term blood sugar (HbA1c) to the basic package. The ideal choice if your last lab test was long ago or you feel tired and run down.',
    tests: 'VKDIFF SE CRP GLU HBA1C CHOL HDL LDL TG ALT AST GGT ALP BILI KREA UREA URAT NA K CA MG FE FERR TSH VIZ',
  },
  {
    id: 3,
    code: 'SZIVCS',
    url_slug: 'sziv-es-errendszeri-csomag',
    category_tag: 'alaplabor',
    weight: 3,
    kind: 'ordinary',
    b2c_price: 32900,
    name_hu: 'Szív- és érrendszeri csomag',
    name_en: 'Heart and circulation package',
    short_description_hu:
      'A szívinfarktus és a stroke kockázati tényezői: részletes lipidprofil, Lp(a), ApoB és homocisztein.',
    short_description_en:
      'Risk factors for heart attack and stroke: detailed lipid profile, Lp(a), ApoB and homocysteine.',
    description_hu:
      'A hagyományos koleszterinvizsgálaton túl az örökletes lipoprotein(a)-t, az apolipoprotein B-t és a homociszteint is méri, így pontosabb képet ad a szív- és érrendszeri kockázatról. Ajánljuk, ha a családjában fiatalon előfordult szívinfarktus vagy stroke.',
    description_en:
      'Beyond the standard cholesterol test it measures inherited lipoprotein(a), apolipoprotein B and homocysteine, giving a more precise picture of cardiovascular risk. Recommended if heart attack or stroke occurred at a young age in your family.',
    tests: 'CHOL HDL LDL TG LPA APOB HCY CRP GLU HBA1C CK KREA',
  },
  {
    id: 4,
    code: 'MAJVESE',
    url_slug: 'maj-es-vesefunkcios-csomag',
    category_tag: 'alaplabor',
    weight: 4,
    kind: 'ordinary',
    b2c_price: 19900,
    name_hu: 'Máj- és vesefunkciós csomag',
    name_en: 'Liver and kidney function package',
    short_description_hu: 'A máj, az epeutak, a hasnyálmirigy és a vese működésének részletes vizsgálata.',
    short_description_en: 'A detailed check of the liver, bile ducts, pancreas and kidneys.',
    description_hu:
      'Rendszeres gyógyszerszedés, alkoholfogyasztás, zsírmáj gyanúja vagy emésztési panaszok esetén ajánljuk. A májenzimek mellett a fehérjeszintézist, a hasnyálmirigy enzimjeit és a vesefunkciót is ellenőrzi.',
    description_en:
      'Recommended with regular medication, alcohol use, suspected fatty liver or digestive complaints. Besides liver enzymes it checks protein synthesis, pancreatic enzymes and kidney function.',
    tests: 'ALT AST GGT ALP BILI DBIL TP ALB AMIL LIP KREA UREA URAT NA K VIZ',
  },
  {
    id: 5,
    code: 'SPORTCS',
    url_slug: 'sportoloi-csomag',
    category_tag: 'alaplabor',
    weight: 5,
    kind: 'ordinary',
    b2c_price: 29900,
    name_hu: 'Sportolói csomag',
    name_en: 'Sports package',
    short_description_hu: 'Rendszeresen edzőknek: izomterhelés, elektrolitok, vasraktár és D-vitamin.',
    short_description_en: 'For people who train regularly: muscle strain, electrolytes, iron stores and vitamin D.',
    description_hu:
      'Segít kiszűrni a teljesítményt rontó vashiányt, elektrolitzavart és D-vitamin-hiányt, és megmutatja, mennyire terheli az edzés az izmokat. A vizsgálat előtt 48 óráig ne végezzen megerőltető edzést.',
    description_en:
      'Helps detect iron deficiency, electrolyte imbalance and vitamin D deficiency that hold back performance, and shows how much training strains your muscles. Avoid strenuous training for 48 hours before the test.',
    tests: 'VKDIFF CK LDH FE FERR MG NA K CA KREA URAT AST ALT VITD TSH',
  },
  {
    id: 6,
    code: 'PMCS',
    url_slug: 'pajzsmirigy-csomag',
    category_tag: 'pajzsmirigy',
    weight: 1,
    kind: 'ordinary',
    b2c_price: 11900,
    name_hu: 'Pajzsmirigy-csomag',
    name_en: 'Thyroid package',
    short_description_hu: 'TSH, FT4 és FT3: a pajzsmirigy működésének alapvizsgálata.',
    short_description_en: 'TSH, FT4 and FT3: the basic check of thyroid function.',
    description_hu:
      'Fáradékonyság, hízás vagy fogyás, hajhullás, szapora szívverés vagy hangulatingadozás hátterében gyakran a pajzsmirigy áll. A csomag a három legfontosabb hormon mérésével kimutatja az alul- és a túlműködést.',
    description_en:
      'Tiredness, weight gain or loss, hair loss, a racing heart or mood swings are often caused by the thyroid. Measuring the three key hormones, this package detects both under- and overactivity.',
    tests: 'TSH FT4 FT3',
  },
  {
    id: 7,
    code: 'HASHICS',
    url_slug: 'hashimoto-csomag',
    category_tag: 'pajzsmirigy',
    weight: 2,
    kind: 'ordinary',
    b2c_price: 19900,
    name_hu: 'Hashimoto-csomag (pajzsmirigy és antitestek)',
    name_en: "Hashimoto's package (thyroid and antibodies)",
    short_description_hu: 'Pajzsmirigyhormonok és autoimmun antitestek a Hashimoto-betegség felismerésére.',
    short_description_en: "Thyroid hormones and autoimmune antibodies to detect Hashimoto's disease.",
    description_hu:
      'A Hashimoto-betegség a pajzsmirigy-alulműködés leggyakoribb oka, főként nőknél. A hormonok mellett az anti-TPO és az anti-TG antitestek mérésével már a kezdeti, tünetszegény szakaszban kimutatható.',
    description_en:
      "Hashimoto's disease is the most common cause of an underactive thyroid, especially in women. Measuring anti-TPO and anti-TG antibodies alongside the hormones detects it even in its early, mild stage.",
    tests: 'TSH FT4 FT3 ATPO ATG',
  },
  {
    id: 8,
    code: 'PMKOMPL',
    url_slug: 'pajzsmirigy-komplex-csomag',
    category_tag: 'pajzsmirigy',
    weight: 3,
    kind: 'ordinary',
    b2c_price: 44900,
    name_hu: 'Komplex pajzsmirigy-csomag',
    name_en: 'Complete thyroid package',
    short_description_hu: 'Minden fontos pajzsmirigyérték: hormonok, három antitest, tireoglobulin és szelén.',
    short_description_en: 'Every important thyroid value: hormones, three antibodies, thyroglobulin and selenium.',
    description_hu:
      'Ismert pajzsmirigybetegség gondozására, illetve túlműködés vagy göbök kivizsgálására ajánljuk. A TSH-receptor elleni antitest a Basedow–Graves-kórt, a tireoglobulin a pajzsmirigy állományának változását, a szelén a pajzsmirigy működéséhez szükséges nyomelem-ellátottságot mutatja.',
    description_en:
      "Recommended for the follow-up of known thyroid disease and for investigating overactivity or nodules. The TSH receptor antibody points to Graves' disease, thyroglobulin to changes in thyroid tissue, and selenium shows the supply of a trace element the thyroid needs.",
    tests: 'TSH FT4 FT3 ATPO ATG TRAK TGLOB SZEL',
  },
  {
    id: 9,
    code: 'VITCS',
    url_slug: 'vitamin-csomag',
    category_tag: 'vitaminok',
    weight: 1,
    kind: 'ordinary',
    b2c_price: 24900,
    name_hu: 'Vitamin- és ásványianyag-csomag',
    name_en: 'Vitamin and mineral package',
    short_description_hu: 'D-vitamin, B12-vitamin, folsav, vas, ferritin, magnézium és cink egy vérvételből.',
    short_description_en: 'Vitamin D, B12, folate, iron, ferritin, magnesium and zinc from one blood sample.',
    description_hu:
      'Ahelyett, hogy találomra szedne étrend-kiegészítőket, mérje meg, miből van valóban hiánya. A csomag a leggyakoribb hiányállapotokat vizsgálja, amelyek fáradtságot, hajhullást, izomgörcsöt vagy gyakori fertőzéseket okozhatnak.',
    description_en:
      'Instead of taking supplements at random, find out what you are really short of. The package covers the most common deficiencies behind tiredness, hair loss, muscle cramps and frequent infections.',
    tests: 'VITD B12 FOLS FE FERR MG ZN',
  },
  {
    id: 10,
    code: 'VASCS',
    url_slug: 'vashiany-csomag',
    category_tag: 'vitaminok',
    weight: 2,
    kind: 'ordinary',
    b2c_price: 11900,
    name_hu: 'Vashiány-csomag',
    name_en: 'Iron deficiency package',
    short_description_hu: 'Vérkép, szérumvas, transzferrin-szaturáció és ferritin a vashiány biztos felismeréséhez.',
    short_description_en:
      'Blood count, serum iron, transferrin saturation and ferritin to reliably detect iron deficiency.',
    description_hu:
      'A vashiány a leggyakoribb hiányállapot, különösen nőknél, várandósoknál és sportolóknál. A csomag a vasraktárakat és a vérképzést is vizsgálja, így a vérszegénység kialakulása előtt is jelzi a problémát.',
    description_en:
      'Iron deficiency is the most common deficiency, especially in women, pregnant women and athletes. The package checks both iron stores and blood formation, so it flags the problem even before anaemia develops.',
    tests: 'KVK RETI FE TRF FERR',
  },
  {
    id: 11,
    code: 'FARADCS',
    url_slug: 'faradtsag-csomag',
    category_tag: 'vitaminok',
    weight: 2,
    kind: 'ordinary',
    b2c_price: 36900,
    name_hu: 'Fáradtság-csomag',
    name_en: 'Fatigue package',
    short_description_hu: 'Mi áll a tartós fáradtság mögött? Vashiány, pajzsmirigy, vitaminok, vércukor és kortizol.',
    short_description_en: 'What is behind persistent tiredness? Iron, thyroid, vitamins, blood sugar and cortisol.',
    description_hu:
      'A tartós kimerültség leggyakoribb laboratóriumi okait vizsgáljuk egyetlen reggeli vérvétellel: vérszegénységet, vashiányt, pajzsmirigy-alulműködést, D- és B12-vitamin-hiányt, vércukorzavart és a stresszhormon szintjét.',
    description_en:
      'One morning blood sample checks the most common lab causes of persistent exhaustion: anaemia, iron deficiency, an underactive thyroid, vitamin D and B12 deficiency, blood sugar problems and stress hormone levels.',
    tests: 'VKDIFF CRP GLU FERR TSH FT4 VITD B12 FOLS MG KORT',
  },
  {
    id: 12,
    code: 'NOIHORM',
    url_slug: 'noi-hormon-csomag',
    category_tag: 'noi-egeszseg',
    weight: 1,
    kind: 'ordinary',
    b2c_price: 34900,
    name_hu: 'Női hormoncsomag',
    name_en: 'Female hormone package',
    short_description_hu:
      'Ciklushormonok, androgének és pajzsmirigy rendszertelen ciklus vagy hormonális panaszok esetén.',
    short_description_en: 'Cycle hormones, androgens and thyroid for irregular periods or hormonal complaints.',
    description_hu:
      'Rendszertelen vagy elmaradó menstruáció, erős PMS, pattanásosság vagy változókori tünetek esetén ad átfogó képet a hormonháztartásról. A vérvételt a ciklus 3–5. napjára időzítse; a progeszteron értékelésénél figyelembe vesszük a ciklusnapot.',
    description_en:
      'Gives a full picture of your hormones with irregular or missing periods, severe PMS, acne or menopausal symptoms. Book sampling for days 3–5 of your cycle; we take the cycle day into account when interpreting progesterone.',
    tests: 'FSH LH E2 PROG PRL TESZT DHEAS SHBG TSH',
  },
  {
    id: 13,
    code: 'TERMCS',
    url_slug: 'termekenysegi-csomag',
    category_tag: 'noi-egeszseg',
    weight: 2,
    kind: 'ordinary',
    b2c_price: 42900,
    name_hu: 'Termékenységi csomag',
    name_en: 'Fertility package',
    short_description_hu: 'Petefészek-tartalék (AMH), ciklushormonok és pajzsmirigy a családtervezéshez.',
    short_description_en: 'Ovarian reserve (AMH), cycle hormones and thyroid for family planning.',
    description_hu:
      'Ha most tervezi a babát, vagy szeretné tudni, mennyi ideje van még a családalapításra, ez a csomag segít. Az AMH a petefészek-tartalékot becsli, a ciklushormonok és a pajzsmirigy-értékek pedig a fogantatást befolyásoló leggyakoribb eltéréseket szűrik.',
    description_en:
      'Useful if you are trying for a baby or want to know how much time you have for starting a family. AMH estimates ovarian reserve, while cycle hormones and thyroid values screen for the most common problems affecting conception.',
    tests: 'AMH FSH LH E2 PRL TSH ATPO VITD',
  },
  {
    id: 14,
    code: 'BABACS',
    url_slug: 'babavaro-csomag',
    category_tag: 'noi-egeszseg',
    weight: 3,
    kind: 'ordinary',
    b2c_price: 57900,
    name_hu: 'Babaváró csomag',
    name_en: 'Pregnancy planning package',
    short_description_hu:
      'Minden, amit a fogantatás előtt érdemes ellenőrizni: vércsoport, fertőzések, pajzsmirigy és vitaminok.',
    short_description_en: 'Everything worth checking before conception: blood group, infections, thyroid and vitamins.',
    description_hu:
      'A nőgyógyászati ajánlások alapján összeállított csomag a terhesség előtti kivizsgáláshoz. Tartalmazza a vércsoportot, a toxoplazma- és rubeola-védettséget, a fertőző betegségek szűrését, a pajzsmirigy-értékeket, valamint a folsav-, B12- és D-vitamin-szintet.',
    description_en:
      "Put together according to gynaecologists' recommendations for the check-up before pregnancy. It includes blood group, toxoplasma and rubella immunity, infection screening, thyroid values, and folate, B12 and vitamin D levels.",
    tests: 'VKDIFF VCS GLU TSH ATPO FERR FOLS B12 VITD TOXO RUB HBSAG HCV HIV SYPH VIZ',
  },
  {
    id: 15,
    code: 'PCOSCS',
    url_slug: 'pcos-csomag',
    category_tag: 'noi-egeszseg',
    weight: 4,
    kind: 'ordinary',
    b2c_price: 38900,
    name_hu: 'PCOS-csomag',
    name_en: 'PCOS package',
    short_description_hu:
      'Androgének, ciklushormonok, vércukor és inzulin a policisztás ovárium szindróma kivizsgálásához.',
    short_description_en: 'Androgens, cycle hormones, glucose and insulin to investigate polycystic ovary syndrome.',
    description_hu:
      'A policisztás ovárium szindróma (PCOS) minden tizedik nőt érinti, és gyakran jár inzulinrezisztenciával. A csomag a férfihormonokat, az LH/FSH arányt és a szénhidrát-anyagcserét vizsgálja. A vérvétel reggel, éhgyomorra, a ciklus 3–5. napján ajánlott.',
    description_en:
      'Polycystic ovary syndrome (PCOS) affects one woman in ten and often comes with insulin resistance. The package checks male hormones, the LH/FSH ratio and glucose metabolism. Sampling is recommended in the morning, fasting, on days 3–5 of the cycle.',
    tests: 'LH FSH TESZT SHBG DHEAS ANDRO PRL GLU INS TSH',
  },
  {
    id: 16,
    code: 'FERFICS',
    url_slug: 'ferfi-egeszseg-csomag',
    category_tag: 'ferfi-egeszseg',
    weight: 1,
    kind: 'ordinary',
    b2c_price: 41900,
    name_hu: 'Férfi egészség csomag',
    name_en: "Men's health package",
    short_description_hu: 'Átfogó szűrés férfiaknak: anyagcsere, máj, vese, prosztata és tesztoszteron.',
    short_description_en: 'A comprehensive screen for men: metabolism, liver, kidneys, prostate and testosterone.',
    description_hu:
      '40 év feletti férfiaknak évente ajánlott csomag. A koleszterin, a vércukor és a májértékek mellett a prosztataszűrést (PSA és szabad PSA) és a tesztoszteronszintet is tartalmazza. A vérvételt reggel, éhgyomorra végezzük.',
    description_en:
      'Recommended yearly for men over 40. Besides cholesterol, blood sugar and liver values it includes prostate screening (PSA and free PSA) and testosterone. Sampling is in the morning, fasting.',
    tests: 'VKDIFF GLU HBA1C CHOL HDL LDL TG ALT GGT KREA URAT TESZT PSA FPSA TSH VITD',
  },
  {
    id: 17,
    code: 'PROSZCS',
    url_slug: 'prosztata-csomag',
    category_tag: 'ferfi-egeszseg',
    weight: 3,
    kind: 'ordinary',
    b2c_price: 10900,
    name_hu: 'Prosztataszűrő csomag',
    name_en: 'Prostate screening package',
    short_description_hu: 'PSA, szabad PSA és vizeletvizsgálat a prosztata szűréséhez.',
    short_description_en: 'PSA, free PSA and urinalysis for prostate screening.',
    description_hu:
      'A prosztatadaganat korai szakaszban jól kezelhető, ezért 45–50 éves kortól évente javasolt a szűrés. A szabad és az összes PSA aránya segít elkülöníteni a jóindulatú megnagyobbodást, a vizeletvizsgálat pedig a gyulladást szűri.',
    description_en:
      'Prostate cancer is very treatable when caught early, so yearly screening is advised from age 45–50. The free-to-total PSA ratio helps distinguish benign enlargement, and the urinalysis screens for inflammation.',
    tests: 'PSA FPSA VIZ',
  },
  {
    id: 18,
    code: 'TESZTCS',
    url_slug: 'tesztoszteron-csomag',
    category_tag: 'ferfi-egeszseg',
    weight: 2,
    kind: 'ordinary',
    b2c_price: 29900,
    name_hu: 'Tesztoszteron-csomag',
    name_en: 'Testosterone package',
    short_description_hu: 'Összes és szabad tesztoszteron, SHBG és a szabályozó hormonok.',
    short_description_en: 'Total and free testosterone, SHBG and the regulating hormones.',
    description_hu:
      'Csökkent libidó, fáradékonyság, izomtömeg-vesztés vagy hangulatzavar esetén érdemes ellenőrizni a férfihormonokat. Az LH és az FSH megmutatja, hogy az esetleges alacsony tesztoszteronszint oka a herékben vagy az agyalapi mirigyben keresendő. A vérvétel reggel 7 és 10 óra között ajánlott.',
    description_en:
      'Worth checking with low libido, tiredness, muscle loss or low mood. LH and FSH show whether a low testosterone level comes from the testes or the pituitary gland. Sampling is recommended between 7 and 10 a.m.',
    tests: 'TESZT FTESZT SHBG LH FSH PRL E2',
  },
  {
    id: 19,
    code: 'INHALLCS',
    url_slug: 'inhalativ-allergia-csomag',
    category_tag: 'allergia',
    weight: 1,
    kind: 'ordinary',
    b2c_price: 23900,
    name_hu: 'Inhalatív allergiacsomag',
    name_en: 'Inhalant allergy package',
    short_description_hu: 'Pollen-, poratka-, penész- és állatszőr-allergia kimutatása bőrpróba nélkül.',
    short_description_en: 'Pollen, dust mite, mould and pet allergy testing without a skin prick test.',
    description_hu:
      'Szénanátha, tüsszögés, orrdugulás, szemviszketés vagy asztmás panaszok esetén megmutatja, mely légúti allergének okozzák a tüneteket. Az antihisztamin szedését nem kell felfüggesztenie, és a vizsgálat az allergiaszezonban is elvégezhető.',
    description_en:
      'With hay fever, sneezing, a blocked nose, itchy eyes or asthma it shows which airborne allergens cause your symptoms. You do not need to stop antihistamines, and the test can be done during allergy season.',
    tests: 'VKDIFF IGE ALLINH',
  },
  {
    id: 20,
    code: 'ETELALLCS',
    url_slug: 'elelmiszer-allergia-csomag',
    category_tag: 'allergia',
    weight: 2,
    kind: 'ordinary',
    b2c_price: 23900,
    name_hu: 'Élelmiszer-allergia csomag',
    name_en: 'Food allergy package',
    short_description_hu: 'A 20 leggyakoribb élelmiszer-allergén vizsgálata egy vérvételből.',
    short_description_en: 'The 20 most common food allergens tested from one blood sample.',
    description_hu:
      'Csalánkiütés, szájviszketés, hasi panaszok vagy ekcéma esetén segít azonosítani a tüneteket kiváltó élelmiszert. Fontos: az élelmiszer-intolerancia (például laktózérzékenység) más vizsgálatot igényel.',
    description_en:
      'With hives, an itchy mouth, stomach complaints or eczema it helps identify the food behind the symptoms. Note that food intolerance (such as lactose intolerance) needs a different test.',
    tests: 'VKDIFF IGE ALLFOOD',
  },
  {
    id: 21,
    code: 'LISZTCS',
    url_slug: 'liszterzekenyseg-szuro-csomag',
    category_tag: 'allergia',
    weight: 3,
    kind: 'ordinary',
    b2c_price: 14900,
    name_hu: 'Lisztérzékenység-szűrő csomag',
    name_en: 'Coeliac screening package',
    short_description_hu: 'tTG-IgA, össz-IgA, vérkép és ferritin a lisztérzékenység szűréséhez.',
    short_description_en: 'tTG-IgA, total IgA, blood count and ferritin to screen for coeliac disease.',
    description_hu:
      'A lisztérzékenység tünetei sokfélék lehetnek: puffadás, hasmenés, fogyás, vashiány vagy fáradtság. A szűrést gluténtartalmú étrend mellett kell elvégezni; az össz-IgA mérése kizárja az álnegatív eredményt.',
    description_en:
      'Coeliac disease has many faces: bloating, diarrhoea, weight loss, iron deficiency or tiredness. The screen must be done while you still eat gluten; measuring total IgA rules out a false negative result.',
    tests: 'TTG IGA KVK FERR',
  },
  {
    id: 22,
    code: 'OGTT2',
    url_slug: 'terheleses-vercukor-2-pontos',
    category_tag: 'terheleses',
    weight: 1,
    kind: 'ogtt2',
    b2c_price: 3900,
    app_time: 120,
    extraTags: ['samplingfee_ex_2'],
    name_hu: 'Terheléses vércukor (2 pontos OGTT)',
    name_en: 'Glucose tolerance test (2-point OGTT)',
    short_description_hu: 'Éhgyomri és 120 perces vércukor 75 g cukoroldat elfogyasztása után.',
    short_description_en: 'Fasting and 120-minute blood glucose after drinking a 75 g glucose solution.',
    description_hu:
      'A cukorbetegség és a csökkent glükóztolerancia kimutatásának standard módszere. Az éhgyomri vérvétel után 75 g glükózt tartalmazó oldatot iszik meg, majd két óra múlva újra vért veszünk. A vizsgálat alatt a váróban kell tartózkodnia, nem ehet, nem dohányozhat és nem sétálhat el.',
    description_en:
      'The standard way to detect diabetes and impaired glucose tolerance. After a fasting sample you drink a solution with 75 g of glucose, and we take blood again two hours later. You stay in the waiting room throughout, without eating, smoking or walking about.',
    tests: 'GLU GLU120',
  },
  {
    id: 23,
    code: 'OGTT3',
    url_slug: 'terheleses-vercukor-3-pontos',
    category_tag: 'terheleses',
    weight: 2,
    kind: 'ogtt3',
    b2c_price: 5900,
    app_time: 120,
    extraTags: ['samplingfee_ex_3'],
    name_hu: 'Terheléses vércukor (3 pontos OGTT)',
    name_en: 'Glucose tolerance test (3-point OGTT)',
    short_description_hu: 'Vércukormérés éhgyomorra, valamint 60 és 120 perccel a cukoroldat után.',
    short_description_en: 'Blood glucose fasting and 60 and 120 minutes after the glucose solution.',
    description_hu:
      'A terhesség alatti cukorbetegség (gesztációs diabétesz) szűrésére és a részletesebb glükózanyagcsere-vizsgálatra ajánljuk. Három vérvétel két óra alatt; a vizsgálat teljes ideje alatt a váróban kell tartózkodnia.',
    description_en:
      'Recommended for screening gestational diabetes and for a more detailed look at glucose metabolism. Three blood samples over two hours; you stay in the waiting room for the whole test.',
    tests: 'GLU GLU60 GLU120',
  },
  {
    id: 24,
    code: 'OGTT5INS',
    url_slug: 'terheleses-vercukor-es-inzulin-5-pontos',
    category_tag: 'terheleses',
    weight: 3,
    kind: 'ogtt5',
    b2c_price: 29900,
    app_time: 150,
    extraTags: ['samplingfee_ex_5'],
    name_hu: 'Terheléses vércukor és inzulin (5 pontos)',
    name_en: 'Glucose and insulin tolerance test (5-point)',
    short_description_hu:
      'Vércukor és inzulin 0, 30, 60, 90 és 120 percnél az inzulinrezisztencia pontos felméréséhez.',
    short_description_en:
      'Glucose and insulin at 0, 30, 60, 90 and 120 minutes to assess insulin resistance precisely.',
    description_hu:
      'Az inzulinrezisztencia legrészletesebb laboratóriumi vizsgálata: öt időpontban mérjük a vércukrot és az inzulint, így kirajzolódik, hogyan reagál a hasnyálmirigy a cukorterhelésre. A vizsgálat kb. két és fél órát vesz igénybe, az idő alatt a váróban kell tartózkodnia.',
    description_en:
      'The most detailed lab test of insulin resistance: glucose and insulin are measured at five time points, showing how your pancreas responds to a glucose load. It takes about two and a half hours, which you spend in the waiting room.',
    tests: 'GLU GLU30 GLU60 GLU90 GLU120 INS INS30 INS60 INS90 INS120',
  },
  {
    id: 25,
    code: 'GEN-APOE',
    url_slug: 'apoe-genetika',
    category_tag: 'genetika',
    weight: 3,
    kind: 'genetic',
    b2c_price: 26900,
    info_sheet: 'apoe',
    name_hu: 'ApoE genetikai vizsgálat',
    name_en: 'ApoE genetic test',
    short_description_hu: 'Az ApoE-génváltozatok meghatározása szájnyálkahártya-kenetből.',
    short_description_en: 'ApoE gene variants determined from a cheek swab.',
    description_hu:
      'Az ApoE-genotípus befolyásolja a koleszterin-anyagcserét, a szív- és érrendszeri kockázatot és az Alzheimer-kór kockázatát. A vizsgálathoz genetikai tájékoztató és beleegyező nyilatkozat szükséges; az eredményt genetikai tanácsadással együtt ajánljuk értelmezni.',
    description_en:
      "Your ApoE genotype affects cholesterol metabolism, cardiovascular risk and the risk of Alzheimer's disease. The test requires a genetic information sheet and a signed consent; we recommend interpreting the result with genetic counselling.",
    tests: 'APOE',
  },
  {
    id: 26,
    code: 'PCR-KULL',
    url_slug: 'kullancs-pcr',
    category_tag: 'genetika',
    weight: 1,
    kind: 'genetic',
    b2c_price: 14900,
    info_sheet: 'kullancs-pcr',
    name_hu: 'Kullancs PCR-vizsgálata (Borrelia)',
    name_en: 'Tick PCR test (Borrelia)',
    short_description_hu: 'Fertőzött volt-e a kullancs? Borrelia-kimutatás az eltávolított kullancsból.',
    short_description_en: 'Was the tick infected? Borrelia detection from the removed tick.',
    description_hu:
      'Ha kullancs csípte meg, a kullancsot behozva PCR-vizsgálattal kiderítjük, hordozta-e a Lyme-kórt okozó Borrelia baktériumot. Negatív eredmény esetén a fertőzés valószínűsége nagyon kicsi; pozitív eredménnyel forduljon kezelőorvosához. A beküldött mintához tájékoztató és adatlap tartozik.',
    description_en:
      'If a tick has bitten you, bring it in and we use PCR to find out whether it carried Borrelia, the bacterium behind Lyme disease. A negative result makes infection very unlikely; with a positive result see your doctor. The submitted sample comes with an information sheet and form.',
    tests: 'BORRPCR',
  },
  {
    id: 27,
    code: 'GEN-PAI1',
    url_slug: 'pai-1-genetika',
    category_tag: 'genetika',
    weight: 4,
    kind: 'genetic',
    b2c_price: 22900,
    info_sheet: 'pai-1',
    name_hu: 'PAI-1 genetikai vizsgálat',
    name_en: 'PAI-1 genetic test',
    short_description_hu: 'A PAI-1 4G/5G polimorfizmus vizsgálata trombózishajlam és ismétlődő vetélés esetén.',
    short_description_en: 'PAI-1 4G/5G polymorphism testing for thrombosis risk and recurrent miscarriage.',
    description_hu:
      'A PAI-1 génváltozata lassíthatja a vérrögök feloldódását, ami növeli a trombózis és a terhességi szövődmények kockázatát. Ismétlődő vetélés, sikertelen lombikprogram vagy családi trombózis esetén ajánljuk. A mintavétel fájdalommentes szájnyálkahártya-kenettel történik.',
    description_en:
      'A PAI-1 gene variant can slow the breakdown of blood clots, raising the risk of thrombosis and pregnancy complications. Recommended after recurrent miscarriage, failed IVF or thrombosis in the family. Sampling is a painless cheek swab.',
    tests: 'PAI1',
  },
  {
    id: 28,
    code: 'GEN-MTHFR',
    url_slug: 'mthfr-genetika',
    category_tag: 'genetika',
    weight: 5,
    kind: 'genetic',
    b2c_price: 24900,
    info_sheet: 'genetikai',
    name_hu: 'MTHFR genetikai vizsgálat',
    name_en: 'MTHFR genetic test',
    short_description_hu: 'A folsav-anyagcserét befolyásoló MTHFR-génváltozatok kimutatása.',
    short_description_en: 'Detection of MTHFR gene variants that affect folate metabolism.',
    description_hu:
      'Az MTHFR-génváltozatok csökkenthetik a folsav aktív formává alakítását, ami emelkedett homociszteinszinthez vezethet. Terhesség tervezésekor és emelkedett homociszteinszint esetén segít eldönteni, milyen formában érdemes folsavat pótolni.',
    description_en:
      'MTHFR gene variants can reduce the conversion of folate into its active form, which may lead to raised homocysteine. When planning a pregnancy or with raised homocysteine, it helps decide which form of folate to take.',
    tests: 'MTHFR',
  },
  {
    id: 29,
    code: 'GEN-TROMB',
    url_slug: 'trombozis-genetika',
    category_tag: 'genetika',
    weight: 2,
    kind: 'genetic',
    b2c_price: 42900,
    info_sheet: 'trombozis',
    name_hu: 'Trombózishajlam genetikai vizsgálata (Leiden- és protrombinmutáció)',
    name_en: 'Thrombosis risk genetics (factor V Leiden and prothrombin)',
    short_description_hu: 'A két leggyakoribb örökletes trombózishajlam kimutatása egy kenetből.',
    short_description_en: 'The two most common inherited thrombosis risks detected from one swab.',
    description_hu:
      'A Leiden-mutáció és a protrombinmutáció többszörösére növelheti a mélyvénás trombózis kockázatát, különösen fogamzásgátló szedése, terhesség, műtét vagy hosszú utazás idején. Ajánljuk, ha a családban előfordult trombózis vagy tüdőembólia.',
    description_en:
      'Factor V Leiden and the prothrombin mutation can multiply the risk of deep vein thrombosis, especially with the contraceptive pill, pregnancy, surgery or long journeys. Recommended if thrombosis or pulmonary embolism has occurred in the family.',
    tests: 'FV FII',
  },
  {
    id: 30,
    code: 'GEN-FSHR',
    url_slug: 'fshr-genetika',
    category_tag: 'genetika',
    weight: 6,
    kind: 'genetic',
    b2c_price: 26900,
    info_sheet: 'fshr',
    name_hu: 'FSHR genetikai vizsgálat',
    name_en: 'FSHR genetic test',
    short_description_hu: 'Az FSH-receptor génváltozata, amely a lombikprogram stimulációs kezelését befolyásolja.',
    short_description_en: 'The FSH receptor gene variant that affects IVF stimulation treatment.',
    description_hu:
      'Az FSHR Asn680Ser génváltozata befolyásolja, mennyire érzékeny a petefészek a hormonális stimulációra. Az eredmény segíthet a kezelőorvosnak a lombikprogram gyógyszeradagjának megtervezésében.',
    description_en:
      'The FSHR Asn680Ser variant affects how sensitive the ovaries are to hormonal stimulation. The result can help your doctor plan the medication doses of IVF treatment.',
    tests: 'FSHR',
  },
  {
    id: 31,
    code: 'GEN-LCT',
    url_slug: 'laktozintolerancia-genetika',
    category_tag: 'genetika',
    weight: 2,
    kind: 'genetic',
    b2c_price: 22900,
    info_sheet: 'laktozintolerancia',
    name_hu: 'Laktózintolerancia genetikai vizsgálata',
    name_en: 'Lactose intolerance genetic test',
    short_description_hu: 'Laktózérzékenység kimutatása terheléses vizsgálat és tejfogyasztás nélkül.',
    short_description_en: 'Lactose intolerance detected without a load test or drinking milk.',
    description_hu:
      'A felnőttkori laktózintolerancia genetikailag meghatározott. A vizsgálathoz nem kell tejcukrot fogyasztania és éheznie sem kell: egy fájdalommentes szájnyálkahártya-kenet elegendő, gyermekeknél is.',
    description_en:
      'Adult-type lactose intolerance is genetically determined. You do not need to drink lactose or fast for the test: a painless cheek swab is enough, for children too.',
    tests: 'LCT',
  },
  {
    id: 32,
    code: 'GEN-HLADQ',
    url_slug: 'glutenerzekenyseg-genetika',
    category_tag: 'genetika',
    weight: 3,
    kind: 'genetic',
    b2c_price: 34900,
    info_sheet: 'glutenerzekenyseg',
    name_hu: 'Gluténérzékenység genetikai vizsgálata (HLA-DQ2/DQ8)',
    name_en: 'Coeliac disease genetic test (HLA-DQ2/DQ8)',
    short_description_hu: 'A lisztérzékenységre hajlamosító HLA-DQ2 és -DQ8 génváltozatok kimutatása.',
    short_description_en: 'Detection of the HLA-DQ2 and DQ8 variants that predispose to coeliac disease.',
    description_hu:
      'Lisztérzékenység csak HLA-DQ2 vagy -DQ8 hordozóknál alakul ki, ezért negatív eredménye gyakorlatilag kizárja a betegséget. Már gluténmentes diétát tartóknál és lisztérzékeny betegek családtagjainál is elvégezhető.',
    description_en:
      'Coeliac disease only develops in carriers of HLA-DQ2 or DQ8, so a negative result virtually rules it out. It can be done for people already on a gluten-free diet and for relatives of coeliac patients.',
    tests: 'HLADQ',
  },
  {
    id: 33,
    code: 'GYALAP',
    url_slug: 'gyermek-alap-laborcsomag',
    category_tag: 'gyermek',
    weight: 1,
    kind: 'child',
    b2c_price: 17900,
    extraTags: ['child_testing'],
    name_hu: 'Gyermek alap laborcsomag',
    name_en: "Children's basic lab package",
    short_description_hu:
      'Vérkép, gyulladásjelző, vasraktár, vércukor, máj-, vese- és pajzsmirigyfunkció gyermekeknek.',
    short_description_en:
      'Blood count, inflammation, iron stores, glucose, liver, kidney and thyroid function for children.',
    description_hu:
      'Gyakori betegségek, sápadtság, étvágytalanság vagy sportorvosi vizsgálat előtt ajánlott állapotfelmérés 3 éves kortól. Gyermekasszisztenseink vékony tűvel, a lehető legkisebb vérmennyiséggel dolgoznak; a vérvétel előtt 8 órás éhezés elegendő.',
    description_en:
      'A check-up from age 3 for frequent illness, paleness, poor appetite or before a sports medical. Our paediatric nurses use fine needles and the smallest possible blood volume; fasting for 8 hours beforehand is enough.',
    tests: 'KVK CRP FERR GLU ALT AST KREA TSH VIZ',
  },
  {
    id: 34,
    code: 'GYALL',
    url_slug: 'gyermek-allergia-csomag',
    category_tag: 'gyermek',
    weight: 2,
    kind: 'child',
    b2c_price: 22900,
    extraTags: ['child_testing'],
    name_hu: 'Gyermek allergiacsomag',
    name_en: "Children's allergy package",
    short_description_hu: 'A gyermekkor 20 leggyakoribb légúti és élelmiszer-allergénje egyetlen vérvételből.',
    short_description_en: 'The 20 most common airborne and food allergens of childhood from one blood sample.',
    description_hu:
      'Ekcéma, visszatérő nátha, köhögés vagy étkezés utáni panaszok esetén segít kideríteni, mire allergiás gyermeke. Bőrpróbával szemben nincs szükség az antihisztamin elhagyására, és kis mennyiségű vér is elegendő.',
    description_en:
      'With eczema, recurring colds, coughing or complaints after meals it helps find out what your child is allergic to. Unlike a skin prick test there is no need to stop antihistamines, and a small amount of blood is enough.',
    tests: 'VKDIFF IGE ALLGYER',
  },
  {
    id: 35,
    code: 'GYVIT',
    url_slug: 'gyermek-vitamin-es-vas-csomag',
    category_tag: 'gyermek',
    weight: 2,
    kind: 'child',
    b2c_price: 21900,
    extraTags: ['child_testing'],
    name_hu: 'Gyermek vitamin- és vascsomag',
    name_en: "Children's vitamin and iron package",
    short_description_hu: 'Vérkép, ferritin, D-vitamin, B12-vitamin és cink növekedésben lévő gyermekeknek.',
    short_description_en: 'Blood count, ferritin, vitamin D, B12 and zinc for growing children.',
    description_hu:
      'Válogatós evés, vegetáriánus étrend, gyakori fertőzések vagy fáradékonyság esetén érdemes ellenőrizni gyermeke vitamin- és vasellátottságát. Éhezés nem szükséges, a vérvétel a nap bármely szakában elvégezhető.',
    description_en:
      "Worth checking your child's vitamin and iron supply with picky eating, a vegetarian diet, frequent infections or tiredness. No fasting is needed and sampling can be done at any time of day.",
    tests: 'KVK FERR VITD B12 ZN',
  },
  {
    id: 36,
    code: 'CGM14CS',
    url_slug: 'cgm',
    category_tag: 'cgm',
    weight: 1,
    kind: 'cgm',
    b2c_price: 32900,
    app_time: 20,
    name_hu: 'CGM – 14 napos folyamatos glükózmonitorozás',
    name_en: 'CGM – 14-day continuous glucose monitoring',
    short_description_hu: '14 napos glükózszenzor felhelyezéssel, HbA1c-méréssel és szakorvosi kiértékeléssel.',
    short_description_en: 'A 14-day glucose sensor with fitting, an HbA1c test and a specialist evaluation.',
    description_hu:
      'A felkarra helyezett, fájdalommentes szenzor két héten át folyamatosan méri a glükózszintet, így láthatóvá válik, hogyan hatnak az étkezések, a mozgás, az alvás és a stressz a vércukrára. A felhelyezéskor HbA1c-mérést is végzünk; a 14. napon visszahozott szenzor adatait diabetológus értékeli, és személyre szabott javaslatokat ad.',
    description_en:
      'A painless sensor on your upper arm measures glucose continuously for two weeks, showing how meals, exercise, sleep and stress affect your blood sugar. We also measure HbA1c at fitting; when you bring the sensor back on day 14, a diabetologist evaluates the data and gives personal advice.',
    tests: 'CGM14 HBA1C',
  },
  {
    id: 37,
    code: 'VALLALAP',
    url_slug: 'vallalati-alapszures',
    category_tag: 'vallalati',
    weight: 1,
    kind: 'corporate',
    b2c_price: 12900,
    web: false,
    name_hu: 'Vállalati alapszűrés',
    name_en: 'Corporate basic screening',
    short_description_hu: 'Éves munkavállalói szűrés szerződéses vállalati partnereinknek.',
    short_description_en: 'Yearly employee screening for our contracted corporate partners.',
    description_hu:
      'A munkáltatóval kötött szerződés alapján, a munkavállalók számára díjmentesen igénybe vehető alapszűrés. Időpontot a vállalati kapcsolattartón keresztül lehet foglalni.',
    description_en:
      'A basic screening free of charge for employees under a contract with their employer. Appointments are booked through the company contact person.',
    tests: 'KVK GLU CHOL HDL LDL TG ALT GGT KREA VIZ',
  },
  {
    id: 38,
    code: 'VALLVEZ',
    url_slug: 'vallalati-vezetoi-szures',
    category_tag: 'vallalati',
    weight: 2,
    kind: 'corporate',
    b2c_price: 49900,
    web: false,
    name_hu: 'Vezetői szűrőcsomag',
    name_en: 'Executive screening package',
    short_description_hu:
      'Bővített szűrőcsomag vállalati vezetőknek, szív- és érrendszeri, daganat- és anyagcsere-szűréssel.',
    short_description_en:
      'An extended screening package for executives with cardiovascular, cancer and metabolic screening.',
    description_hu:
      'Vállalati partnereink vezetői számára összeállított, átfogó szűrés. A csomag a szerződésben rögzített feltételekkel, kizárólag a partner által megadott munkatársak számára érhető el.',
    description_en:
      'A comprehensive screen put together for the executives of our corporate partners. It is available only to staff named by the partner, under the terms of the contract.',
    tests: 'VKDIFF SE CRP GLU HBA1C CHOL HDL LDL TG LPA ALT AST GGT KREA URAT TSH VITD FERR PSA VIZ SZVER',
  },
  {
    id: 39,
    code: 'ALAPCS23',
    url_slug: 'alap-laborcsomag-2023',
    category_tag: 'alaplabor',
    weight: 9,
    kind: 'corporate',
    b2c_price: 13900,
    web: false,
    name_hu: 'Alap laborcsomag (2023-as összeállítás)',
    name_en: 'Basic lab package (2023 edition)',
    short_description_hu: 'Kivezetett csomag; helyette az új Alap laborcsomagot ajánljuk.',
    short_description_en: 'A retired package; we recommend the new Basic lab package instead.',
    description_hu:
      'A csomag már nem rendelhető a weboldalon. A korábban megvásárolt utalványokat a mintavételi helyeken még beváltjuk.',
    description_en:
      'This package can no longer be ordered on the website. Vouchers bought earlier are still accepted at our sampling locations.',
    tests: 'KVK SE GLU CHOL TG ALT AST GGT KREA VIZ',
  },
];

export const PACKAGES = PACKAGE_ROWS.map(
  ({ tests, extraTags = [], web = true, app_time = 10, info_sheet = null, ...p }) => ({
    ...p,
    whitetech_id: `WT-PKG-${String(p.id).padStart(3, '0')}`,
    app_time,
    info_sheet,
    tags: [...(web ? ['showonweb'] : []), ...extraTags],
    test_ids: tests.split(' ').map((code) => {
      const test = testByCode.get(code);
      if (!test) throw new Error(`Package ${p.code}: unknown test ${code}`);
      return test.id;
    }),
  }),
);

export const PACKAGE_TESTS = PACKAGES.flatMap((p) => p.test_ids.map((test_id) => ({ package_id: p.id, test_id })));

// ---------------------------------------------------------------------------------------------------
// Locations
// ---------------------------------------------------------------------------------------------------

const open = (start, end) => [`${start}:00`, `${end}:00`];
const CLOSED = [null, null];
/** Monday to Friday the same hours, then Saturday and Sunday. */
const weekdays = (hours, saturday = CLOSED, sunday = CLOSED) => [hours, hours, hours, hours, hours, saturday, sunday];

// Besides the table columns: `plan` (Monday … Sunday as [start, end]), `fees` (fee type → Ft) and the
// sampling capabilities `genetics`, `cgm` and `corporate` that decide the location's packages.
const LOCATION_ROWS = [
  {
    id: 1,
    url_slug: 'budapest-vaci-ut',
    name: 'Pannon Labor Váci út',
    address: 'Váci út 45/B.',
    zip_code: '1134',
    city: 'Budapest',
    county: 'Budapest',
    gps_latitude: 47.52512,
    gps_longitude: 19.06561,
    phone: '+36 1 555 0101',
    email: 'vaciut@pannonlabor.hu',
    weight: 1,
    tags: ['showonweb', 'child_testing'],
    genetics: true,
    cgm: true,
    corporate: true,
    plan: weekdays(open('06:30', '18:00'), open('07:00', '12:00'), open('08:00', '11:00')),
    fees: { base: 2490, samplingfee_ex_2: 4990, samplingfee_ex_3: 5990, samplingfee_ex_5: 7990 },
    text_hu:
      'Legnagyobb mintavételi helyünk a laboratórium épületében: hat mintavételi szoba, külön gyermekvérvételi szoba és csendes váró a terheléses vizsgálatokhoz. Hétköznap este 6 óráig, vasárnap délelőtt is várjuk.',
    text_en:
      'Our largest sampling point, in the laboratory building: six sampling rooms, a separate room for children and a quiet waiting area for glucose tolerance tests. Open until 6 p.m. on weekdays and on Sunday mornings too.',
    public_transport_info_hu: 'Az M3-as metró Dózsa György út megállójától 3 perc séta, a Lehel tértől 8 perc.',
    public_transport_info_en:
      'A 3-minute walk from the Dózsa György út stop of metro line M3, 8 minutes from Lehel tér.',
    parking_info_hu:
      'Az irodaház mélygarázsában pácienseinknek 1 óra ingyenes parkolás (a jegyet a recepción érvényesítjük); az utcán fizetős zóna.',
    parking_info_en:
      'One hour of free parking for patients in the underground garage of the office building (we validate your ticket at reception); paid parking on the street.',
  },
  {
    id: 2,
    url_slug: 'budapest-margit-korut',
    name: 'Pannon Labor Margit körút',
    address: 'Margit körút 48.',
    zip_code: '1027',
    city: 'Budapest',
    county: 'Budapest',
    gps_latitude: 47.50991,
    gps_longitude: 19.03452,
    phone: '+36 1 555 0102',
    email: 'margitkorut@pannonlabor.hu',
    weight: 2,
    tags: ['showonweb'],
    genetics: false,
    cgm: true,
    corporate: false,
    plan: weekdays(open('07:00', '11:00')),
    fees: { base: 2490 },
    text_hu:
      'Kis, barátságos mintavételi pont a budai Margit körúton, a Széll Kálmán tér és a Margit híd között. Hétköznap reggelente, időpontfoglalással szinte várakozás nélkül.',
    text_en:
      'A small, friendly sampling point on Margit körút in Buda, between Széll Kálmán tér and Margaret Bridge. Weekday mornings, with almost no waiting if you book.',
    public_transport_info_hu:
      'A 4-es és 6-os villamos Mechwart liget megállójától 2 perc séta; az M2-es metró Széll Kálmán tér megállója 7 perc sétára.',
    public_transport_info_en:
      'A 2-minute walk from the Mechwart liget stop of trams 4 and 6; the Széll Kálmán tér stop of metro line M2 is 7 minutes away.',
    parking_info_hu:
      'Fizetős utcai parkolás (hétköznap 8 és 18 óra között); a Mammut bevásárlóközpont mélygarázsa 6 perc sétára.',
    parking_info_en:
      'Paid street parking (weekdays 8 a.m. to 6 p.m.); the underground garage of the Mammut shopping centre is a 6-minute walk.',
  },
  {
    id: 3,
    url_slug: 'budapest-bartok-bela-ut',
    name: 'Pannon Labor Bartók Béla út',
    address: 'Bartók Béla út 35.',
    zip_code: '1114',
    city: 'Budapest',
    county: 'Budapest',
    gps_latitude: 47.48068,
    gps_longitude: 19.05036,
    phone: '+36 1 555 0103',
    email: 'bartok@pannonlabor.hu',
    weight: 2,
    tags: ['showonweb', 'child_testing'],
    genetics: true,
    cgm: true,
    corporate: true,
    plan: [
      open('06:30', '12:00'),
      open('06:30', '12:00'),
      open('06:30', '12:00'),
      open('06:30', '12:00'),
      open('06:30', '10:00'),
      open('08:00', '11:00'),
      CLOSED,
    ],
    fees: { base: 2990, samplingfee_ex_2: 2990, samplingfee_ex_3: 2990, samplingfee_ex_5: 2990 },
    text_hu:
      'Újbudai mintavételi helyünk a Bartók Béla úton, a Gárdonyi tér közelében. Gyermekbarát váró pelenkázóval, pihenősarok a terheléses vizsgálatokhoz, genetikai mintavétel és CGM-szenzor-felhelyezés.',
    text_en:
      'Our Újbuda sampling point on Bartók Béla út, near Gárdonyi tér. A child-friendly waiting room with a changing table, a rest area for glucose tolerance tests, genetic sampling and CGM sensor fitting.',
    public_transport_info_hu:
      'Az M4-es metró Móricz Zsigmond körtér megállójától 5 perc séta; a Bartók Béla úton közlekedő villamosok megállója 2 percre van.',
    public_transport_info_en:
      'A 5-minute walk from the Móricz Zsigmond körtér stop of metro line M4; the tram stop on Bartók Béla út is 2 minutes away.',
    parking_info_hu: 'Fizetős utcai parkolás; a környező mellékutcákban délelőtt általában van szabad hely.',
    parking_info_en: 'Paid street parking; there are usually free spaces in the side streets in the morning.',
  },
  {
    id: 4,
    url_slug: 'budapest-ulloi-ut',
    name: 'Pannon Labor Üllői út',
    address: 'Üllői út 32.',
    zip_code: '1085',
    city: 'Budapest',
    county: 'Budapest',
    gps_latitude: 47.48694,
    gps_longitude: 19.06748,
    phone: '+36 1 555 0104',
    email: 'ulloiut@pannonlabor.hu',
    weight: 3,
    tags: ['showonweb'],
    genetics: false,
    cgm: true,
    corporate: false,
    plan: [
      open('07:00', '12:00'),
      open('07:00', '12:00'),
      open('12:00', '18:00'),
      open('07:00', '12:00'),
      open('07:00', '12:00'),
      CLOSED,
      CLOSED,
    ],
    fees: { base: 1990 },
    text_hu:
      'Belvárosi mintavételi pontunk az Üllői úton, a Semmelweis Egyetem klinikáinak közelében. Szerdánként délután és kora este is fogadjuk pácienseinket.',
    text_en:
      'Our city-centre sampling point on Üllői út, near the Semmelweis University clinics. On Wednesdays we are also open in the afternoon and early evening.',
    public_transport_info_hu: 'Az M3-as metró Kálvin tér megállójától 4 perc, a Corvin-negyed megállótól 6 perc séta.',
    public_transport_info_en:
      'A 4-minute walk from the Kálvin tér stop and 6 minutes from the Corvin-negyed stop of metro line M3.',
    parking_info_hu: 'Fizetős utcai parkolás; parkolóház a Corvin-negyedben.',
    parking_info_en: 'Paid street parking; multi-storey car park in Corvin-negyed.',
  },
  {
    id: 5,
    url_slug: 'budapest-ujpest',
    name: 'Pannon Labor Újpest',
    address: 'Árpád út 56.',
    zip_code: '1042',
    city: 'Budapest',
    county: 'Budapest',
    gps_latitude: 47.56085,
    gps_longitude: 19.08858,
    phone: '+36 1 555 0105',
    email: 'ujpest@pannonlabor.hu',
    weight: 4,
    tags: ['showonweb', 'child_testing'],
    genetics: false,
    cgm: false,
    corporate: false,
    // Saturday has equal start and end: closed until the Saturday nurse is hired.
    plan: weekdays(open('07:00', '10:30'), open('08:00', '08:00')),
    fees: { base: 2290, samplingfee_ex_2: 3990 },
    text_hu:
      'Újpest központjában, az Árpád úton, a városháza szomszédságában. Gyermekvérvételt és 2 pontos terheléses vércukorvizsgálatot is vállalunk.',
    text_en:
      'In the centre of Újpest on Árpád út, next to the town hall. We also take blood from children and do 2-point glucose tolerance tests.',
    public_transport_info_hu:
      'Az M3-as metró Újpest-központ megállójától 4 perc séta; a 12-es és 14-es villamos megállója 2 percre van.',
    public_transport_info_en:
      'A 4-minute walk from the Újpest-központ stop of metro line M3; the stop of trams 12 and 14 is 2 minutes away.',
    parking_info_hu: 'Az épület mögötti udvarban 4 ingyenes parkolóhely; a környéken fizetős zóna.',
    parking_info_en: 'Four free parking spaces in the courtyard behind the building; paid parking in the area.',
  },
  {
    id: 6,
    url_slug: 'budapest-obuda',
    name: 'Pannon Labor Óbuda',
    address: 'Flórián tér 6.',
    zip_code: '1033',
    city: 'Budapest',
    county: 'Budapest',
    gps_latitude: 47.54135,
    gps_longitude: 19.04113,
    phone: '+36 1 555 0106',
    email: 'obuda@pannonlabor.hu',
    weight: 4,
    tags: ['showonweb', 'child_testing'],
    genetics: false,
    cgm: true,
    corporate: false,
    // Saturday has no start time: closed.
    plan: weekdays(open('07:00', '12:00'), [null, '11:00:00']),
    fees: { base: 2490 },
    text_hu:
      'Óbudai mintavételi helyünk a Flórián tér mellett, egy felújított, liftes rendelőházban. Gyermekeket is szeretettel várunk.',
    text_en:
      'Our Óbuda sampling point next to Flórián tér, in a renovated medical building with a lift. Children are welcome too.',
    public_transport_info_hu:
      'A szentendrei HÉV Árpád híd megállójától 6 perc séta; a Flórián téri buszmegállóktól 2 perc.',
    public_transport_info_en:
      'A 6-minute walk from the Árpád híd stop of the Szentendre suburban railway (HÉV); 2 minutes from the bus stops at Flórián tér.',
    parking_info_hu: 'A Flórián üzletközpont parkolójában az első 2 óra ingyenes.',
    parking_info_en: 'The first 2 hours are free in the car park of the Flórián shopping centre.',
  },
  {
    id: 7,
    url_slug: 'budapest-infopark',
    name: 'Pannon Labor – Infopark vállalati mintavételi pont',
    address: 'Neumann János utca 1/C.',
    zip_code: '1117',
    city: 'Budapest',
    county: 'Budapest',
    gps_latitude: 47.47382,
    gps_longitude: 19.06106,
    phone: '+36 1 555 0107',
    email: 'vallalati@pannonlabor.hu',
    weight: 9,
    tags: ['corporate'],
    genetics: false,
    cgm: false,
    corporate: true,
    plan: [CLOSED, open('07:30', '09:30'), CLOSED, open('07:30', '09:30'), CLOSED, CLOSED, CLOSED],
    fees: { base: 1990 },
    text_hu:
      'Vállalati mintavételi pont az Infopark irodaházban, kizárólag szerződéses partnereink munkatársai számára, kedden és csütörtökön reggel.',
    text_en:
      'An on-site corporate sampling point in the Infopark office building, only for the staff of our contracted partners, on Tuesday and Thursday mornings.',
    public_transport_info_hu: 'Az Infopark környéki busz- és villamosmegállóktól 3–5 perc séta.',
    public_transport_info_en: 'A 3- to 5-minute walk from the bus and tram stops around Infopark.',
    parking_info_hu: 'Az irodaház mélygarázsa csak a bérlő cégek munkatársai számára érhető el.',
    parking_info_en: 'The underground garage is only open to the staff of the tenant companies.',
  },
  {
    id: 8,
    url_slug: 'budaors',
    name: 'Pannon Labor Budaörs',
    address: 'Szabadság út 120.',
    zip_code: '2040',
    city: 'Budaörs',
    county: 'Pest',
    gps_latitude: 47.45913,
    gps_longitude: 18.95724,
    phone: '+36 23 555 0108',
    email: 'budaors@pannonlabor.hu',
    weight: 5,
    tags: ['showonweb', 'child_testing'],
    genetics: false,
    cgm: true,
    corporate: false,
    plan: weekdays(open('07:00', '13:00'), open('08:00', '12:00')),
    fees: { base: 2490, samplingfee_ex_2: 2490, samplingfee_ex_3: 2490 },
    text_hu:
      'Budaörsi mintavételi helyünk a Szabadság úton, a városháza közelében, saját parkolóval. Hétköznap kora délutánig és szombat délelőtt is nyitva.',
    text_en:
      'Our Budaörs sampling point on Szabadság út, near the town hall, with its own car park. Open until early afternoon on weekdays and on Saturday mornings.',
    public_transport_info_hu: 'A Budapestről induló 40-es és 40E busz Budaörs, városháza megállójától 3 perc séta.',
    public_transport_info_en: 'A 3-minute walk from the Budaörs, városháza stop of buses 40 and 40E from Budapest.',
    parking_info_hu: 'Ingyenes parkolás a rendelő saját parkolójában (12 hely).',
    parking_info_en: 'Free parking in our own car park (12 spaces).',
  },
  {
    id: 9,
    url_slug: 'debrecen-nagyerdo',
    name: 'Pannon Labor Debrecen – Nagyerdő',
    address: 'Nagyerdei körút 80.',
    zip_code: '4032',
    city: 'Debrecen',
    county: 'Hajdú-Bihar',
    gps_latitude: 47.55325,
    gps_longitude: 21.62695,
    phone: '+36 52 555 0109',
    email: 'debrecen@pannonlabor.hu',
    weight: 3,
    tags: ['showonweb', 'child_testing'],
    genetics: true,
    cgm: true,
    corporate: false,
    plan: weekdays(open('06:30', '11:30'), open('07:00', '10:00')),
    fees: { base: 1990, samplingfee_ex_2: 1990, samplingfee_ex_3: 1990, samplingfee_ex_5: 1990 },
    text_hu:
      'Kelet-magyarországi központunk a Nagyerdőn, az egyetemi klinikák szomszédságában. Külön helyiség a terheléses vizsgálatokhoz és a gyermekvérvételhez, genetikai mintavétel is.',
    text_en:
      'Our centre for eastern Hungary in Nagyerdő, next to the university clinics. Separate rooms for glucose tolerance tests and children, and genetic sampling too.',
    public_transport_info_hu: 'Az 1-es villamos Nagyerdei park megállójától 3 perc séta.',
    public_transport_info_en: 'A 3-minute walk from the Nagyerdei park stop of tram 1.',
    parking_info_hu:
      'Hétköznap 8 és 18 óra között fizetős parkolás a Nagyerdei körúton; nagy parkoló a stadion mellett.',
    parking_info_en:
      'Paid parking on Nagyerdei körút on weekdays from 8 a.m. to 6 p.m.; a large car park next to the stadium.',
  },
  {
    id: 10,
    url_slug: 'debrecen-belvaros',
    name: 'Pannon Labor Debrecen – Belváros',
    address: 'Piac utca 45.',
    zip_code: '4025',
    city: 'Debrecen',
    county: 'Hajdú-Bihar',
    gps_latitude: 47.52705,
    gps_longitude: 21.62664,
    phone: '+36 52 555 0110',
    email: 'debrecen.belvaros@pannonlabor.hu',
    weight: 6,
    tags: ['showonweb'],
    genetics: false,
    cgm: false,
    corporate: false,
    plan: [
      open('07:00', '11:00'),
      open('07:00', '15:00'),
      open('07:00', '11:00'),
      open('07:00', '15:00'),
      open('07:00', '11:00'),
      CLOSED,
      CLOSED,
    ],
    fees: { base: 1990 },
    text_hu:
      'Belvárosi mintavételi pont a Piac utcán, a Kossuth tértől néhány perc sétára. Kedden és csütörtökön délután 3 óráig várjuk.',
    text_en:
      'A city-centre sampling point on Piac utca, a few minutes from Kossuth tér. Open until 3 p.m. on Tuesdays and Thursdays.',
    public_transport_info_hu: 'Az 1-es villamos Piac utcai megállójától 1 perc séta.',
    public_transport_info_en: 'A 1-minute walk from the Piac utca stop of tram 1.',
    parking_info_hu: 'Fizetős parkolás a belvárosban; a Fórum Debrecen parkolóháza 5 perc sétára.',
    parking_info_en: 'Paid parking in the city centre; the Fórum Debrecen car park is a 5-minute walk.',
  },
  {
    id: 11,
    url_slug: 'szeged-karasz-utca',
    name: 'Pannon Labor Szeged',
    address: 'Kárász utca 16.',
    zip_code: '6720',
    city: 'Szeged',
    county: 'Csongrád-Csanád',
    gps_latitude: 46.25213,
    gps_longitude: 20.14832,
    phone: '+36 62 555 0111',
    email: 'szeged@pannonlabor.hu',
    weight: 5,
    tags: ['showonweb'],
    genetics: true,
    cgm: true,
    corporate: false,
    plan: weekdays(open('07:00', '11:00')),
    fees: { base: 1990, samplingfee_ex_2: 3490 },
    text_hu:
      'Szegedi mintavételi helyünk a belvárosban, a Kárász utcán, a Klauzál tértől pár lépésre. Genetikai mintavétel és CGM-szenzor-felhelyezés is.',
    text_en:
      'Our Szeged sampling point in the city centre on Kárász utca, a few steps from Klauzál tér. Genetic sampling and CGM sensor fitting too.',
    public_transport_info_hu: 'A belvárosi villamos- és buszmegállóktól (Dugonics tér, Széchenyi tér) 3–5 perc séta.',
    public_transport_info_en:
      'A 3- to 5-minute walk from the city-centre tram and bus stops (Dugonics tér, Széchenyi tér).',
    parking_info_hu: 'A belvárosban fizetős zóna; a környező parkolóházak 5 perc sétára.',
    parking_info_en: 'Paid parking zone in the city centre; nearby multi-storey car parks are a 5-minute walk.',
  },
  {
    id: 12,
    url_slug: 'pecs',
    name: 'Pannon Labor Pécs',
    address: 'Bajcsy-Zsilinszky utca 9.',
    zip_code: '7622',
    city: 'Pécs',
    county: 'Baranya',
    gps_latitude: 46.07318,
    gps_longitude: 18.23242,
    phone: '+36 72 555 0112',
    email: 'pecs@pannonlabor.hu',
    weight: 7,
    tags: ['showonweb'],
    genetics: false,
    cgm: true,
    corporate: false,
    plan: [
      open('07:00', '12:00'),
      open('07:00', '12:00'),
      open('07:00', '12:00'),
      open('07:00', '12:00'),
      open('07:00', '11:00'),
      CLOSED,
      CLOSED,
    ],
    fees: { base: 1990 },
    text_hu: 'Pécsi mintavételi helyünk a belváros szélén, az Árkád bevásárlóközpont közelében.',
    text_en: 'Our Pécs sampling point at the edge of the city centre, near the Árkád shopping centre.',
    public_transport_info_hu: 'A Konzum és az Árkád környéki helyi buszmegállóktól 2–3 perc séta.',
    public_transport_info_en: 'A 2- to 3-minute walk from the local bus stops around Konzum and Árkád.',
    parking_info_hu: 'Az Árkád parkolóházában az első óra ingyenes.',
    parking_info_en: 'The first hour is free in the Árkád car park.',
  },
  {
    id: 13,
    url_slug: 'gyor',
    name: 'Pannon Labor Győr',
    address: 'Szent István út 10/A.',
    zip_code: '9021',
    city: 'Győr',
    county: 'Győr-Moson-Sopron',
    gps_latitude: 47.68497,
    gps_longitude: 17.63617,
    phone: '+36 96 555 0113',
    email: 'gyor@pannonlabor.hu',
    weight: 3,
    tags: ['showonweb', 'child_testing'],
    genetics: true,
    cgm: true,
    corporate: true,
    plan: weekdays(open('06:45', '11:00'), open('07:30', '10:30')),
    fees: { base: 2290, samplingfee_ex_2: 3990, samplingfee_ex_3: 4990, samplingfee_ex_5: 6990 },
    text_hu:
      'Nyugat-magyarországi központunk a belvárosban, a Szent István úton, a városházától néhány perc sétára. Minden vizsgálatunk elérhető, a terheléses és a genetikai vizsgálatok is.',
    text_en:
      'Our centre for western Hungary in the city centre on Szent István út, a few minutes from the town hall. Every test is available here, including glucose tolerance and genetic tests.',
    public_transport_info_hu:
      'A vasútállomás és a helyközi autóbusz-állomás 5 perc sétára; a helyi buszok a Városháza megállóban állnak meg.',
    public_transport_info_en:
      'The railway station and the intercity bus station are a 5-minute walk; local buses stop at Városháza.',
    parking_info_hu: 'Fizetős parkolás a belvárosban; parkolóház a közelben.',
    parking_info_en: 'Paid parking in the city centre; a multi-storey car park nearby.',
  },
  {
    id: 14,
    url_slug: 'miskolc',
    name: 'Pannon Labor Miskolc',
    address: 'Széchenyi István út 20.',
    zip_code: '3525',
    city: 'Miskolc',
    county: 'Borsod-Abaúj-Zemplén',
    gps_latitude: 48.10322,
    gps_longitude: 20.78946,
    phone: '+36 46 555 0114',
    email: 'miskolc@pannonlabor.hu',
    weight: 8,
    tags: ['showonweb'],
    genetics: false,
    cgm: false,
    corporate: false,
    plan: weekdays(open('07:00', '11:00')),
    fees: { base: 1990 },
    text_hu: 'Miskolci mintavételi helyünk a belvárosban, a sétálóutcán, a Villanyrendőr közelében.',
    text_en: 'Our Miskolc sampling point in the city centre, on the pedestrian street near Villanyrendőr.',
    public_transport_info_hu: 'A Villanyrendőr környéki villamos- és buszmegállóktól 3 perc séta.',
    public_transport_info_en: 'A 3-minute walk from the tram and bus stops around Villanyrendőr.',
    parking_info_hu: 'Fizetős parkolás a belvárosban; a közeli parkolóházak 5 perc sétára.',
    parking_info_en: 'Paid parking in the city centre; nearby car parks are a 5-minute walk.',
  },
  {
    id: 15,
    url_slug: 'szekesfehervar',
    name: 'Pannon Labor Székesfehérvár',
    address: 'Palotai út 4.',
    zip_code: '8000',
    city: 'Székesfehérvár',
    county: 'Fejér',
    gps_latitude: 47.19441,
    gps_longitude: 18.41032,
    phone: '+36 22 555 0115',
    email: 'szekesfehervar@pannonlabor.hu',
    weight: 8,
    tags: ['showonweb', 'child_testing'],
    genetics: false,
    cgm: false,
    corporate: false,
    plan: weekdays(open('07:00', '12:00'), open('07:30', '10:00')),
    fees: { base: 2290 },
    text_hu:
      'Legújabb mintavételi helyünk Székesfehérvár belvárosának északi szélén, a Palotai úton, gyermekvérvétellel.',
    text_en:
      'Our newest sampling point at the northern edge of central Székesfehérvár, on Palotai út, with sampling for children.',
    public_transport_info_hu: 'A helyi buszok Palotai úti megállójától 1 perc séta; a belvárostól 10 perc gyalog.',
    public_transport_info_en:
      'A 1-minute walk from the local bus stop on Palotai út; 10 minutes on foot from the city centre.',
    parking_info_hu: 'Ingyenes parkolás a ház előtti parkolóban.',
    parking_info_en: 'Free parking in front of the building.',
  },
];

const FEE_FOR_KIND = { ogtt2: 'samplingfee_ex_2', ogtt3: 'samplingfee_ex_3', ogtt5: 'samplingfee_ex_5' };

// The corporate point samples only its partners' packages and a few ordinary ones.
const CORPORATE_POINT_PACKAGES = [
  'alap-laborcsomag',
  'kiterjesztett-laborcsomag',
  'pajzsmirigy-csomag',
  'vitamin-csomag',
  'vallalati-alapszures',
  'vallalati-vezetoi-szures',
];

/** Which packages a location can sample (the rules in the comment above PACKAGE_ROWS). */
function locationPackageIds(loc) {
  if (!loc.tags.includes('showonweb')) {
    return PACKAGES.filter((p) => CORPORATE_POINT_PACKAGES.includes(p.url_slug)).map((p) => p.id);
  }
  return PACKAGES.filter((p) => {
    switch (p.kind) {
      case 'ordinary':
        return true;
      case 'ogtt2':
      case 'ogtt3':
      case 'ogtt5':
        return loc.fees[FEE_FOR_KIND[p.kind]] !== undefined;
      case 'child':
        return loc.tags.includes('child_testing');
      case 'genetic':
        return loc.genetics;
      case 'cgm':
        return loc.cgm;
      case 'corporate':
        return loc.corporate;
      default:
        throw new Error(`Unknown package kind ${p.kind}`);
    }
  }).map((p) => p.id);
}

const WEEKDAY_NUMBERS = [1, 2, 3, 4, 5, 6, 7];

export const LOCATIONS = LOCATION_ROWS.map(({ plan, fees, ...loc }) => ({
  ...loc,
  // No picture: the pages show the content's photo or a branded placeholder, never a drawing (decision 0057).
  img: null,
  working_plan: WEEKDAY_NUMBERS.map((weekday, i) => ({ weekday, start_time: plan[i][0], end_time: plan[i][1] })),
  sampling_fees: Object.entries(fees).map(([fee_type, price]) => ({ fee_type, price })),
  package_ids: locationPackageIds({ ...loc, fees }),
}));

export const WORKING_PLANS = LOCATIONS.flatMap((l) => l.working_plan.map((d) => ({ location_id: l.id, ...d })));
export const SAMPLING_FEES = LOCATIONS.flatMap((l) => l.sampling_fees.map((f) => ({ location_id: l.id, ...f })));
export const LOCATION_PACKAGES = LOCATIONS.flatMap((l) =>
  l.package_ids.map((package_id) => ({ location_id: l.id, package_id })),
);

// ---------------------------------------------------------------------------------------------------
// Statements
// ---------------------------------------------------------------------------------------------------

const sqlValue = (value) => {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  return sqlString(value);
};

/** INSERT OR IGNORE of the given columns of one row. */
function insert(table, row, columns) {
  return `INSERT OR IGNORE INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => sqlValue(row[c])).join(', ')})`;
}

const TEST_COLUMNS =
  'id code url_slug name_hu name_en description_hu description_en b2c_price turn_around_time_min turn_around_time_max fraction_id fasting_hours morning_only preparation_hu preparation_en showonweb'.split(
    ' ',
  );
const PACKAGE_COLUMNS =
  'id whitetech_id code url_slug name_hu name_en short_description_hu short_description_en description_hu description_en b2c_price category_tag app_time weight info_sheet'.split(
    ' ',
  );
const LOCATION_COLUMNS =
  'id url_slug name address zip_code city county gps_latitude gps_longitude phone email img text_hu text_en public_transport_info_hu public_transport_info_en parking_info_hu parking_info_en weight'.split(
    ' ',
  );

/** @returns {string[]} SQL statements, each idempotent (INSERT OR IGNORE), in foreign-key order. */
export function catalogueStatements() {
  return [
    ...FRACTIONS.map((f) =>
      insert('lab_fractions', f, ['id', 'name_hu', 'name_en', 'sample_type_hu', 'sample_type_en']),
    ),
    ...TESTS.map((t) => insert('lab_tests', t, TEST_COLUMNS)),
    ...CATEGORIES.map((c) =>
      insert('lab_categories', c, ['tag', 'name_hu', 'name_en', 'description_hu', 'description_en', 'weight']),
    ),
    ...PACKAGES.map((p) => insert('lab_packages', p, PACKAGE_COLUMNS)),
    ...PACKAGE_TESTS.map((pt) => insert('lab_package_tests', pt, ['package_id', 'test_id'])),
    ...PACKAGES.flatMap((p) =>
      p.tags.map((tag) => insert('lab_package_tags', { package_id: p.id, tag }, ['package_id', 'tag'])),
    ),
    ...LOCATIONS.map((l) => insert('lab_locations', l, LOCATION_COLUMNS)),
    ...LOCATIONS.flatMap((l) =>
      l.tags.map((tag) => insert('lab_location_tags', { location_id: l.id, tag }, ['location_id', 'tag'])),
    ),
    ...WORKING_PLANS.map((w) => insert('lab_working_plans', w, ['location_id', 'weekday', 'start_time', 'end_time'])),
    ...SAMPLING_FEES.map((f) => insert('lab_sampling_fees', f, ['location_id', 'fee_type', 'price'])),
    ...LOCATION_PACKAGES.map((lp) => insert('lab_location_packages', lp, ['location_id', 'package_id'])),
  ];
}
