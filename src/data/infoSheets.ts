/**
 * The patient information sheets of the genetic and PCR tests (spec section 2, Patient information
 * sheets), in Hungarian and English. The keys are the packages' `info_sheet` values in the catalogue
 * (scripts/seed/catalogue.mjs), which are also the {sheet} of /tajekoztato/{sheet}/{hash}. What every
 * sheet shares (data protection, the common consent statements, the labels) is in
 * src/i18n/infoSheetMessages.ts; here is what differs per test.
 */
import { localePath, type Lang } from '../i18n/lang';

export const INFO_SHEET_IDS = [
  'apoe',
  'kullancs-pcr',
  'pai-1',
  'genetikai',
  'trombozis',
  'fshr',
  'laktozintolerancia',
  'glutenerzekenyseg',
] as const;
export type InfoSheetId = (typeof INFO_SHEET_IDS)[number];

export const isInfoSheetId = (value: string | null | undefined): value is InfoSheetId =>
  (INFO_SHEET_IDS as readonly string[]).includes(value ?? '');

/** A sheet's page, in `lang`, for the booking with this hash. */
export const infoSheetPath = (lang: Lang, sheet: InfoSheetId, hash: string) =>
  localePath(lang, `/tajekoztato/${sheet}/${hash}`);

export interface InfoSheet {
  /**
   * 'human': the patient's own DNA is analysed, so the data are human genetic data (2008. évi XXI.
   * törvény); 'pathogen': the DNA of a submitted tick is analysed, no human genetic data arise.
   */
  kind: 'human' | 'pathogen';
  title: string;
  /** What the test examines, and for whom it is recommended. */
  about: string[];
  /** How the sample is taken. */
  sampling: string[];
  preparation: string[];
  /** What the result means. */
  result: string[];
  /** What the test cannot tell. */
  limits: string[];
  /** Statements of this test's consent; the common ones come first (infoSheetMessages). */
  consent: string[];
}

const SWAB: Record<Lang, { sampling: string[]; preparation: string[] }> = {
  hu: {
    sampling: [
      'A mintavétel fájdalommentes: a mintavételi munkatárs steril pálcával a pofa belső felszínéről vesz szájnyálkahártya-kenetet, általában mindkét oldalról. Vérvételre nincs szükség.',
      'A kenetből a laboratóriumban DNS-t vonunk ki, és ebből határozzuk meg a vizsgált génváltozatokat. A vizsgálat életében egyszer elegendő, mert a génváltozatok nem változnak.',
    ],
    preparation: [
      'A mintavétel előtt legalább 30 percig ne egyen, ne igyon, ne dohányozzon, ne rágózzon és ne mosson fogat, mert ezek ronthatják a minta minőségét.',
      'Éhgyomorra érkeznie nem kell, gyógyszereit a szokott módon szedheti; a genetikai eredményt gyógyszer, étrend vagy napszak nem befolyásolja.',
      'Ha Önnél csontvelő- vagy őssejt-átültetés történt, a mintavétel előtt jelezze: ilyenkor a kenetből nyert DNS részben a donortól származhat.',
    ],
  },
  en: {
    sampling: [
      'Sampling is painless: the sampling staff take a swab from the inside of your cheek with a sterile stick, usually from both sides. No blood is taken.',
      'In the laboratory we extract DNA from the swab and determine the tested gene variants from it. Once in a lifetime is enough, because gene variants do not change.',
    ],
    preparation: [
      'For at least 30 minutes before sampling do not eat, drink, smoke, chew gum or brush your teeth: these can spoil the quality of the sample.',
      'You do not need to fast and you can take your medicines as usual; medicines, diet and the time of day do not affect a genetic result.',
      'If you have had a bone marrow or stem cell transplant, tell us before sampling: the DNA in your swab may then partly come from the donor.',
    ],
  },
};

const COUNSELLING: Record<Lang, string> = {
  hu: 'Javasoljuk, hogy az eredményt kezelőorvosával vagy genetikai tanácsadás keretében beszélje meg; genetikai tanácsadást az eredmény közlése előtt és után is igénybe vehet.',
  en: 'We recommend discussing the result with your doctor or in genetic counselling, which you can have both before and after you receive the result.',
};

const hu: Record<InfoSheetId, InfoSheet> = {
  apoe: {
    kind: 'human',
    title: 'ApoE-genotipizálás – betegtájékoztató és beleegyező nyilatkozat',
    about: [
      'Az apolipoprotein E (ApoE) a vér zsírszállító fehérjéinek egyike: a koleszterin és a trigliceridek anyagcseréjében, valamint az idegrendszer zsíranyagcseréjében vesz részt. Az APOE génnek három gyakori változata (allélja) van, ε2, ε3 és ε4; mindenki két allélt hordoz, egyet-egyet mindkét szülőjétől.',
      'A vizsgálat a két meghatározó génhely (rs429358 és rs7412) elemzésével megállapítja az Ön ApoE-genotípusát, például ε3/ε3, ε3/ε4 vagy ε2/ε3.',
      'Az ε4 allél hordozása magasabb LDL-koleszterinszinttel, a szív- és érrendszeri betegségek és a későn kezdődő Alzheimer-kór nagyobb kockázatával jár; az ε2/ε2 genotípus a III. típusú hiperlipoproteinémia (diszbétalipoproteinémia) hajlamát jelzi.',
    ],
    sampling: SWAB.hu.sampling,
    preparation: SWAB.hu.preparation,
    result: [
      'Az eredmény az Ön genotípusa. A leggyakoribb, semlegesnek tekintett genotípus az ε3/ε3.',
      'Egy ε4 allél a későn kezdődő Alzheimer-kór kockázatát az átlagnépességhez képest mintegy háromszorosára, két ε4 allél mintegy nyolc–tizenkétszeresére növeli. Az ε2 allél kissé kedvezőbb koleszterinprofillal és alacsonyabb Alzheimer-kockázattal jár.',
      'Kezelőorvosa az eredményt a lipidértékekkel, a családi kórelőzménnyel és az életmóddal együtt értékeli; a szív- és érrendszeri kockázat az életmóddal és szükség esetén gyógyszeresen jól befolyásolható.',
      COUNSELLING.hu,
    ],
    limits: [
      'Az ApoE-genotípus kockázatot jelez, nem diagnózist: az ε4 allél hordozói közül sokan soha nem betegszenek meg Alzheimer-kórban, és ε4 allél nélkül is kialakulhat a betegség.',
      'A vizsgálat nem alkalmas az Alzheimer-kór vagy más demencia megállapítására, és nem vizsgálja a ritka, korán kezdődő családi Alzheimer-kór génjeit (APP, PSEN1, PSEN2).',
    ],
    consent: [
      'Tudomásul veszem, hogy az eredmény olyan betegség kockázatára is utalhat (Alzheimer-kór), amely jelenleg nem előzhető meg biztosan és nem gyógyítható, és ennek tudatában kérem a vizsgálatot.',
    ],
  },
  'kullancs-pcr': {
    kind: 'pathogen',
    title: 'Kullancs Borrelia PCR-vizsgálata – tájékoztató és kísérőlap',
    about: [
      'A vizsgálat az Önből eltávolított kullancsban polimeráz-láncreakcióval (PCR) keresi a Lyme-kórt okozó Borrelia burgdorferi sensu lato baktériumcsoport örökítőanyagát.',
      'A kullancsoknak csak egy része hordozza a baktériumot, és fertőzött kullancs csípése sem okoz minden esetben fertőzést: az átvitel esélye annál nagyobb, minél tovább szívott a kullancs. A vizsgálat segít eldönteni, mennyire kell számítani fertőzésre.',
    ],
    sampling: [
      'Ebben a vizsgálatban nem Öntől, hanem a kullancsból veszünk mintát. A kullancsot csipesszel, a bőrhöz minél közelebb megfogva, egyenletes húzással távolítsa el; előtte ne kenje be semmivel (olaj, krém, alkohol).',
      'Tegye a kullancsot zárható kémcsőbe vagy kis tárolóedénybe egy nedves vattadarabbal, és a leadásig tartsa hűtőszekrényben (+4–8 °C). Élő és elpusztult kullancs is vizsgálható; ne nyomja szét.',
      'A kullancsot a foglalt időpontban adja le, lehetőleg néhány napon belül az eltávolítás után. A mintavételi munkatárs felcímkézi a mintát, és rögzíti a csípés adatait.',
    ],
    preparation: [
      'Jegyezze fel a csípés időpontját, a testtájat és azt, hogy nagyjából mennyi ideig szívhatott a kullancs.',
      'Önnek nem kell éheznie, és vérvételre sincs szükség.',
    ],
    result: [
      'Negatív eredmény: a kullancsban nem mutattunk ki Borrelia-DNS-t; a fertőzés valószínűsége ilyenkor nagyon kicsi.',
      'Pozitív eredmény: a kullancs hordozta a baktériumot. Ez nem jelenti azt, hogy Ön megfertőződött; forduljon kezelőorvosához, aki a tünetek és a körülmények alapján dönt a teendőkről.',
      'Az eredmény a minta beérkezésétől általában 3–5 munkanapon belül készül el.',
    ],
    limits: [
      'A vizsgálat a kullancsot vizsgálja, nem Önt: nem mutatja meg, hogy történt-e fertőzés. Ha a csípést követő hetekben a csípés körül terjedő bőrpír (erythema migrans), láz, ízületi fájdalom vagy más panasz jelentkezik, negatív eredmény mellett is forduljon orvoshoz; az Ön fertőzöttségét vérből végzett szerológiai vizsgálat igazolhatja.',
      'A vizsgálat csak a Borrelia baktériumot keresi; más, kullancs terjesztette kórokozókat (például az Anaplasma phagocytophilumot, a Babesia-fajokat vagy a kullancsencephalitis vírusát) nem mutat ki.',
      'Kiszáradt, összenyomott vagy vegyszerrel kezelt kullancsból a DNS kinyerése sikertelen lehet; ilyenkor az eredmény nem értékelhető.',
    ],
    consent: [
      'Hozzájárulok, hogy a laboratórium a leadott kullancsot a vizsgálatra felhasználja, majd megsemmisítse.',
      'Tudomásul veszem, hogy a vizsgálat a kullancsot vizsgálja, és nem helyettesíti az orvosi vizsgálatot.',
    ],
  },
  'pai-1': {
    kind: 'human',
    title: 'PAI-1 4G/5G polimorfizmus vizsgálata – betegtájékoztató és beleegyező nyilatkozat',
    about: [
      'A plazminogénaktivátor-inhibitor-1 (PAI-1) a szervezet vérrögoldó (fibrinolitikus) rendszerének fő gátlója. A PAI-1 (SERPINE1) gén szabályozó szakaszán lévő 4G/5G polimorfizmus befolyásolja, mennyi PAI-1 termelődik.',
      'A 4G allél magasabb PAI-1-szinttel és ezáltal lassabb vérrögoldással jár. A vizsgálatot ismétlődő vetélés, sikertelen lombikprogram, terhességi szövődmények (például preeclampsia), illetve saját vagy családi trombózis esetén kérik.',
    ],
    sampling: SWAB.hu.sampling,
    preparation: [
      ...SWAB.hu.preparation,
      'Véralvadásgátló kezelés vagy terhesség nem befolyásolja a genetikai eredményt, ezért a vizsgálat ilyenkor is elvégezhető.',
    ],
    result: [
      'Az eredmény a három lehetséges genotípus egyike: 5G/5G (nem hordozó), 4G/5G (egy példányban hordozó) vagy 4G/4G (két példányban hordozó).',
      'A 4G/4G genotípus jár a legmagasabb PAI-1-szinttel; egyes vizsgálatokban a vénás trombózis, a szívinfarktus és a terhességi szövődmények mérsékelten nagyobb kockázatával társult.',
      'Az eredmény alapján kezelőorvosa (hematológus, szülész-nőgyógyász) dönti el, szükséges-e például terhesség alatt vagy műtét előtt megelőző kezelés.',
      COUNSELLING.hu,
    ],
    limits: [
      'A 4G allél a népességben gyakori. Önmagában enyhe kockázati tényező, amelynek jelentőségét a szakmai ajánlások eltérően ítélik meg; más tényezőkkel (például Leiden-mutáció, antifoszfolipid-szindróma, dohányzás, túlsúly) együtt kell értékelni.',
      'A vizsgálat nem méri a vérben ténylegesen jelen lévő PAI-1 mennyiségét vagy aktivitását, és nem jelzi előre, hogy kialakul-e trombózis.',
    ],
    consent: [],
  },
  genetikai: {
    kind: 'human',
    title: 'Genetikai vizsgálat – általános betegtájékoztató és beleegyező nyilatkozat',
    about: [
      'A genetikai vizsgálat az Ön örökítőanyagában (DNS) meghatározott génváltozatokat (polimorfizmusokat, mutációkat) keres. Ezek a változatok születéstől fogva adottak, és életünk során nem változnak.',
      'Hogy pontosan mely génváltozatokat vizsgáljuk, azt a fent megnevezett vizsgálat adja meg; az MTHFR-vizsgálat például a C677T és az A1298C polimorfizmust határozza meg, amelyek a folsav-anyagcserét és a homociszteinszintet befolyásolják.',
      'A vizsgált génváltozatok többsége nem betegséget okoz, hanem hajlamot vagy egy anyagcsere-folyamat eltérő működését jelzi; az eredmény a kezelőorvos döntését segíti.',
    ],
    sampling: SWAB.hu.sampling,
    preparation: SWAB.hu.preparation,
    result: [
      'Az eredmény génváltozatonként megadja, hogy Ön nem hordozza (vad típus), egy példányban hordozza (heterozigóta) vagy két példányban hordozza (homozigóta) az adott változatot.',
      'Az MTHFR C677T homozigóta (TT) változat mellett az enzim aktivitása csökkent, ami – különösen alacsony folsavbevitel mellett – emelkedett homociszteinszinttel járhat; ilyenkor kezelőorvosa aktív folát (metilfolát) szedését javasolhatja.',
      COUNSELLING.hu,
    ],
    limits: [
      'A vizsgálat csak a megnevezett génváltozatokat vizsgálja; nem teljes génszekvenálás, így más eltérésekről nem ad információt.',
      'Egy hajlamosító génváltozat hordozása nem jelenti, hogy a betegség kialakul, hiánya pedig nem zárja ki azt; a környezeti és életmódbeli tényezők szerepe jelentős.',
      'Az MTHFR-polimorfizmusok a népességben nagyon gyakoriak; a szakmai ajánlások szerint önmagukban nem indokolnak trombózis miatti kezelést.',
    ],
    consent: [],
  },
  trombozis: {
    kind: 'human',
    title: 'Trombózishajlam genetikai vizsgálata – betegtájékoztató és beleegyező nyilatkozat',
    about: [
      'A vizsgálat az örökletes trombózishajlam két leggyakoribb genetikai okát keresi: az V-ös alvadási faktor Leiden-mutációját (F5 G1691A) és a protrombin (II-es faktor) G20210A mutációját.',
      'A Leiden-mutáció miatt az aktivált protein C nem tudja megfelelően semlegesíteni az V-ös faktort (APC-rezisztencia), a protrombinmutáció pedig emelkedett protrombinszinttel jár. Mindkettő a vénás vérrögképződés (mélyvénás trombózis, tüdőembólia) kockázatát növeli.',
      'Javasolt, ha Önnél vagy első fokú rokonánál fiatalon vagy ismeretlen okból trombózis, tüdőembólia fordult elő, illetve családi trombózis esetén hormonális fogamzásgátlás, hormonpótlás, terhesség vagy tervezett műtét előtt.',
    ],
    sampling: SWAB.hu.sampling,
    preparation: [
      ...SWAB.hu.preparation,
      'Véralvadásgátló kezelés nem befolyásolja a genetikai eredményt, ezért a vizsgálat kezelés alatt is elvégezhető; a gyógyszert ne hagyja el.',
    ],
    result: [
      'Mindkét mutációra megadjuk, hogy Ön nem hordozza, egy példányban (heterozigóta) vagy két példányban (homozigóta) hordozza.',
      'A heterozigóta Leiden-mutáció a vénás trombózis kockázatát mintegy 3–8-szorosára, a homozigóta forma ennél lényegesen nagyobb mértékben növeli; a heterozigóta protrombinmutáció mintegy 2–3-szoros kockázatot jelent. A kockázat hormonális fogamzásgátló szedésekor, terhességben, műtét után és tartós mozdulatlanság idején tovább nő.',
      'Pozitív eredmény esetén a teendőket (például megelőző véralvadásgátlás magas kockázatú helyzetekben, a fogamzásgátlás módja) hematológus szakorvos határozza meg. Vér szerinti rokonainak is érdemes lehet a vizsgálat.',
      COUNSELLING.hu,
    ],
    limits: [
      'A vizsgálat csak ezt a két mutációt vizsgálja. A trombózishajlamnak más örökletes (antitrombin-, protein C- vagy protein S-hiány) és szerzett okai (például antifoszfolipid-szindróma) is vannak; ezeket vérből végzett alvadási vizsgálatok mutatják ki.',
      'Negatív eredmény nem zárja ki a trombózis lehetőségét, a mutációt hordozók többségében pedig soha nem alakul ki trombózis.',
    ],
    consent: [],
  },
  fshr: {
    kind: 'human',
    title: 'FSHR-genotipizálás (Asn680Ser) – betegtájékoztató és beleegyező nyilatkozat',
    about: [
      'A follikulusstimuláló hormon (FSH) nőkben a petefészek tüszőinek érését, férfiakban a spermiumképzést szabályozza; hatását az FSH-receptoron (FSHR) keresztül fejti ki.',
      'Az FSHR gén Asn680Ser (rs6166) polimorfizmusa befolyásolja, mennyire érzékeny a receptor az FSH-ra. A Ser/Ser genotípus hordozóinál a petefészek kevésbé érzékeny: magasabb alap FSH-szint, hosszabb menstruációs ciklus és a stimulációs kezelésben nagyobb gyógyszerigény figyelhető meg.',
      'A vizsgálatot elsősorban lombikprogram (IVF) előtt, a petefészek-stimuláció tervezéséhez, illetve meddőségi kivizsgálás részeként kérik.',
    ],
    sampling: SWAB.hu.sampling,
    preparation: [
      ...SWAB.hu.preparation,
      'A vizsgálat a ciklus bármely napján elvégezhető; hormonkezelés nem befolyásolja.',
    ],
    result: [
      'Az eredmény a három lehetséges genotípus egyike: Asn/Asn, Asn/Ser vagy Ser/Ser.',
      'Ser/Ser genotípus esetén kezelőorvosa magasabb kezdő FSH-adagot vagy más stimulációs protokollt választhat; Asn/Asn genotípusnál a petefészek átlagosan érzékenyebb a stimulációra.',
      'Az eredményt reprodukciós medicinával foglalkozó szakorvos értékeli a hormonértékekkel (FSH, AMH) és az ultrahangvizsgálattal együtt.',
    ],
    limits: [
      'A polimorfizmus a petefészek-válasz sok befolyásoló tényezőjének egyike; önmagában nem jelzi előre a kezelés sikerét, a teherbeesés esélyét vagy a petefészek-tartalékot.',
      'Az eredmény nem jelez betegséget: mindhárom genotípus gyakori az egészséges népességben.',
    ],
    consent: [],
  },
  laktozintolerancia: {
    kind: 'human',
    title: 'Laktózintolerancia genetikai vizsgálata (LCT -13910 C/T) – betegtájékoztató és beleegyező nyilatkozat',
    about: [
      'A tejcukrot (laktózt) a vékonybélben a laktáz enzim bontja. Sok emberben a laktáz termelése csecsemőkor után fokozatosan csökken (elsődleges, felnőttkori laktózintolerancia); az európai népességben ezt a laktázgén (LCT) előtt elhelyezkedő -13910 C/T polimorfizmus határozza meg.',
      'A vizsgálat meghatározza az LCT -13910 C/T genotípust, így terheléses kilégzési vagy vércukorvizsgálat és tejcukor fogyasztása nélkül kideríthető, állhat-e a panaszok hátterében genetikailag meghatározott laktózintolerancia. Gyermekeknél is elvégezhető.',
    ],
    sampling: SWAB.hu.sampling,
    preparation: [
      ...SWAB.hu.preparation,
      'Laktózmentes diétáját nem kell megszakítania, és tejcukrot sem kell fogyasztania a vizsgálat előtt.',
    ],
    result: [
      'C/C genotípus: a laktáz termelése felnőttkorra genetikailag csökken, elsődleges laktózintolerancia valószínű.',
      'C/T genotípus: a laktáz termelése általában megmarad (laktázperzisztencia); enyhe panaszok ritkán előfordulhatnak.',
      'T/T genotípus: a laktáz termelése megmarad, elsődleges laktózintolerancia nem valószínű.',
      'C/C genotípus mellett a tünetek súlyossága egyénenként eltér; sokan kis mennyiségű tejterméket panasz nélkül fogyasztanak. Az étrend kialakításában dietetikus segíthet.',
    ],
    limits: [
      'A vizsgálat a másodlagos laktózintoleranciát nem mutatja ki: ez bélbetegség (például lisztérzékenység, gyulladásos bélbetegség, bélfertőzés) következménye, és az alapbetegség kezelésével megszűnhet.',
      'Kisgyermekkorban C/C genotípus mellett is megtartott lehet a laktáztermelés; a tünetek gyakran csak később jelentkeznek.',
      'A tejfehérje-allergia más betegség; ezt a vizsgálat nem mutatja ki.',
      'A -13910 C/T változat az európai eredetű népességre jellemző; más eredetű népességekben egyéb változatok is meghatározhatják a laktáz termelését, ezeket a vizsgálat nem keresi.',
    ],
    consent: [],
  },
  glutenerzekenyseg: {
    kind: 'human',
    title: 'Gluténérzékenység genetikai vizsgálata (HLA-DQ2/DQ8) – betegtájékoztató és beleegyező nyilatkozat',
    about: [
      'A lisztérzékenység (cöliákia) a gluténre adott, immunrendszer közvetítette vékonybélbetegség. Kialakulásához szinte minden esetben a HLA-DQ2 (DQA1*05 és DQB1*02) vagy a HLA-DQ8 (DQA1*03 és DQB1*03:02) génváltozat hordozása szükséges.',
      'A vizsgálat meghatározza, hogy Ön hordozza-e ezeket a hajlamosító változatokat. Javasolt lisztérzékeny betegek családtagjainak, tisztázatlan esetekben, gluténmentes diétát már tartóknak, valamint 1-es típusú cukorbetegség, autoimmun pajzsmirigybetegség vagy Down-szindróma esetén.',
    ],
    sampling: SWAB.hu.sampling,
    preparation: [
      ...SWAB.hu.preparation,
      'A gluténmentes diéta nem befolyásolja a genetikai eredményt, ezért a diétát nem kell megszakítania.',
    ],
    result: [
      'Negatív eredmény (sem DQ2, sem DQ8): a lisztérzékenység gyakorlatilag kizárható, a további vizsgálatok általában szükségtelenek.',
      'Pozitív eredmény (DQ2 és/vagy DQ8 hordozása): a hajlam fennáll, de ez nem igazolja a betegséget. A népesség mintegy 30–40%-a hordozza ezeket a változatokat, és közülük csak kevesekben alakul ki lisztérzékenység. A diagnózishoz szerológiai vizsgálat (szöveti transzglutamináz elleni IgA-antitest és összes IgA) és szükség esetén vékonybél-biopszia kell.',
      COUNSELLING.hu,
    ],
    limits: [
      'Pozitív eredmény alapján nem szabad diagnózist felállítani vagy orvosi kivizsgálás nélkül gluténmentes diétát kezdeni: a diéta a későbbi szerológiai és szövettani vizsgálatokat értékelhetetlenné teheti.',
      'A nem cöliákiás gluténérzékenység és a búzaallergia nem kötődik ezekhez a HLA-változatokhoz; ezeket a vizsgálat nem mutatja ki.',
    ],
    consent: [],
  },
};

const en: Record<InfoSheetId, InfoSheet> = {
  apoe: {
    kind: 'human',
    title: 'ApoE genotyping – patient information and consent form',
    about: [
      'Apolipoprotein E (ApoE) is one of the proteins that carry fats in the blood: it takes part in the metabolism of cholesterol and triglycerides and in the fat metabolism of the nervous system. The APOE gene has three common variants (alleles), ε2, ε3 and ε4; everyone carries two alleles, one from each parent.',
      'By analysing the two decisive gene positions (rs429358 and rs7412), the test determines your ApoE genotype, for example ε3/ε3, ε3/ε4 or ε2/ε3.',
      "Carrying the ε4 allele goes with higher LDL cholesterol and a higher risk of cardiovascular disease and late-onset Alzheimer's disease; the ε2/ε2 genotype indicates a tendency to type III hyperlipoproteinaemia (dysbetalipoproteinaemia).",
    ],
    sampling: SWAB.en.sampling,
    preparation: SWAB.en.preparation,
    result: [
      'The result is your genotype. The most common genotype, regarded as neutral, is ε3/ε3.',
      "Compared with the general population, one ε4 allele raises the risk of late-onset Alzheimer's disease about threefold, two ε4 alleles about eight- to twelvefold. The ε2 allele goes with a slightly more favourable cholesterol profile and a lower Alzheimer's risk.",
      'Your doctor interprets the result together with your lipid values, family history and lifestyle; cardiovascular risk can be influenced well by lifestyle and, if needed, medication.',
      COUNSELLING.en,
    ],
    limits: [
      "The ApoE genotype indicates risk, not a diagnosis: many carriers of the ε4 allele never develop Alzheimer's disease, and the disease can develop without an ε4 allele.",
      "The test cannot diagnose Alzheimer's disease or any other dementia, and it does not examine the genes of rare early-onset familial Alzheimer's disease (APP, PSEN1, PSEN2).",
    ],
    consent: [
      "I understand that the result may indicate the risk of a disease (Alzheimer's disease) that currently cannot be reliably prevented or cured, and I request the test knowing this.",
    ],
  },
  'kullancs-pcr': {
    kind: 'pathogen',
    title: 'Borrelia PCR test of a tick – information and submission form',
    about: [
      'The test uses polymerase chain reaction (PCR) to look for the genetic material of Borrelia burgdorferi sensu lato, the group of bacteria behind Lyme disease, in the tick removed from you.',
      'Only some ticks carry the bacterium, and a bite by an infected tick does not always cause infection: the longer the tick fed, the higher the chance of transmission. The test helps decide how likely an infection is.',
    ],
    sampling: [
      'In this test the sample is the tick, not you. Remove the tick with tweezers, holding it as close to the skin as possible, with a steady pull; do not put anything on it first (oil, cream, alcohol).',
      'Put the tick in a closable tube or small container with a piece of damp cotton wool and keep it in the fridge (4–8 °C) until you hand it in. Live and dead ticks can both be tested; do not crush it.',
      'Hand the tick in at your booked time, preferably within a few days of removing it. The sampling staff label the sample and record the details of the bite.',
    ],
    preparation: [
      'Note when and where on your body you were bitten, and roughly how long the tick may have been feeding.',
      'You do not need to fast, and no blood is taken.',
    ],
    result: [
      'Negative: no Borrelia DNA was found in the tick; infection is then very unlikely.',
      'Positive: the tick carried the bacterium. This does not mean you are infected; see your doctor, who decides what to do based on your symptoms and circumstances.',
      'The result is usually ready within 3–5 working days of the sample arriving.',
    ],
    limits: [
      'The test examines the tick, not you: it does not show whether an infection happened. If a spreading redness around the bite (erythema migrans), fever, joint pain or other complaints appear in the weeks after the bite, see a doctor even with a negative result; infection in you can be confirmed by a serological blood test.',
      'The test only looks for Borrelia; it does not detect other tick-borne pathogens (such as Anaplasma phagocytophilum, Babesia species or the tick-borne encephalitis virus).',
      'DNA extraction may fail from a dried-out, crushed or chemically treated tick; the result then cannot be evaluated.',
    ],
    consent: [
      'I consent to the laboratory using the submitted tick for the test and then destroying it.',
      'I understand that the test examines the tick and does not replace a medical examination.',
    ],
  },
  'pai-1': {
    kind: 'human',
    title: 'PAI-1 4G/5G polymorphism test – patient information and consent form',
    about: [
      "Plasminogen activator inhibitor-1 (PAI-1) is the main inhibitor of the body's clot-dissolving (fibrinolytic) system. The 4G/5G polymorphism in the regulatory region of the PAI-1 (SERPINE1) gene affects how much PAI-1 is produced.",
      'The 4G allele goes with higher PAI-1 levels and therefore slower clot breakdown. The test is requested after recurrent miscarriage, failed IVF, pregnancy complications (such as pre-eclampsia), or with thrombosis in yourself or your family.',
    ],
    sampling: SWAB.en.sampling,
    preparation: [
      ...SWAB.en.preparation,
      'Anticoagulant treatment and pregnancy do not affect a genetic result, so the test can be done then too.',
    ],
    result: [
      'The result is one of three possible genotypes: 5G/5G (non-carrier), 4G/5G (one copy) or 4G/4G (two copies).',
      'The 4G/4G genotype has the highest PAI-1 levels; in some studies it was associated with a moderately higher risk of venous thrombosis, heart attack and pregnancy complications.',
      'Based on the result your doctor (a haematologist or obstetrician) decides whether preventive treatment is needed, for example during pregnancy or before surgery.',
      COUNSELLING.en,
    ],
    limits: [
      'The 4G allele is common in the population. On its own it is a mild risk factor whose importance professional guidelines judge differently; it must be assessed together with other factors (such as factor V Leiden, antiphospholipid syndrome, smoking, overweight).',
      'The test does not measure the amount or activity of PAI-1 actually present in the blood, and it does not predict whether thrombosis will occur.',
    ],
    consent: [],
  },
  genetikai: {
    kind: 'human',
    title: 'Genetic testing – general patient information and consent form',
    about: [
      'A genetic test looks for specific gene variants (polymorphisms, mutations) in your genetic material (DNA). These variants are present from birth and do not change during life.',
      'Which variants are tested is given by the examination named above; the MTHFR test, for example, determines the C677T and A1298C polymorphisms, which affect folate metabolism and homocysteine levels.',
      "Most tested variants do not cause disease but indicate a predisposition or a different working of a metabolic process; the result supports your doctor's decisions.",
    ],
    sampling: SWAB.en.sampling,
    preparation: SWAB.en.preparation,
    result: [
      'For each variant the result states whether you do not carry it (wild type), carry one copy (heterozygous) or two copies (homozygous).',
      'With the homozygous MTHFR C677T (TT) variant the enzyme is less active, which – especially with a low folate intake – may go with raised homocysteine; your doctor may then suggest taking active folate (methylfolate).',
      COUNSELLING.en,
    ],
    limits: [
      'The test examines only the named variants; it is not full gene sequencing and gives no information about other changes.',
      'Carrying a predisposing variant does not mean the disease will develop, and not carrying it does not rule the disease out; environmental and lifestyle factors matter a great deal.',
      'MTHFR polymorphisms are very common; according to professional guidelines they do not on their own justify treatment for thrombosis.',
    ],
    consent: [],
  },
  trombozis: {
    kind: 'human',
    title: 'Thrombosis risk genetics – patient information and consent form',
    about: [
      'The test looks for the two most common genetic causes of inherited thrombosis risk: the factor V Leiden mutation (F5 G1691A) and the prothrombin (factor II) G20210A mutation.',
      'Because of the Leiden mutation, activated protein C cannot properly neutralise factor V (APC resistance); the prothrombin mutation goes with raised prothrombin levels. Both increase the risk of venous clots (deep vein thrombosis, pulmonary embolism).',
      'Recommended if you or a first-degree relative had thrombosis or pulmonary embolism at a young age or without a known cause, and, with thrombosis in the family, before hormonal contraception, hormone replacement, pregnancy or planned surgery.',
    ],
    sampling: SWAB.en.sampling,
    preparation: [
      ...SWAB.en.preparation,
      'Anticoagulant treatment does not affect a genetic result, so the test can be done during treatment; do not stop your medicine.',
    ],
    result: [
      'For each mutation we state whether you do not carry it, or carry one copy (heterozygous) or two copies (homozygous).',
      'Heterozygous factor V Leiden raises the risk of venous thrombosis about 3–8-fold, the homozygous form considerably more; the heterozygous prothrombin mutation means about a 2–3-fold risk. The risk rises further with hormonal contraception, in pregnancy, after surgery and during long immobility.',
      'With a positive result a haematologist decides what to do (for example preventive anticoagulation in high-risk situations, the choice of contraception). Your blood relatives may also benefit from the test.',
      COUNSELLING.en,
    ],
    limits: [
      'The test examines only these two mutations. Thrombosis risk has other inherited causes (antithrombin, protein C or protein S deficiency) and acquired ones (such as antiphospholipid syndrome), which blood clotting tests detect.',
      'A negative result does not rule out thrombosis, and most carriers of the mutations never develop thrombosis.',
    ],
    consent: [],
  },
  fshr: {
    kind: 'human',
    title: 'FSHR genotyping (Asn680Ser) – patient information and consent form',
    about: [
      'Follicle-stimulating hormone (FSH) controls the maturation of ovarian follicles in women and sperm production in men; it acts through the FSH receptor (FSHR).',
      'The Asn680Ser (rs6166) polymorphism of the FSHR gene affects how sensitive the receptor is to FSH. In carriers of the Ser/Ser genotype the ovaries are less sensitive: a higher baseline FSH, a longer menstrual cycle and a higher medication need during stimulation are seen.',
      'The test is mainly requested before IVF, to plan ovarian stimulation, or as part of a fertility work-up.',
    ],
    sampling: SWAB.en.sampling,
    preparation: [
      ...SWAB.en.preparation,
      'The test can be done on any day of the cycle; hormone treatment does not affect it.',
    ],
    result: [
      'The result is one of three possible genotypes: Asn/Asn, Asn/Ser or Ser/Ser.',
      'With the Ser/Ser genotype your doctor may choose a higher starting FSH dose or another stimulation protocol; with Asn/Asn the ovaries are on average more sensitive to stimulation.',
      'A reproductive medicine specialist interprets the result together with your hormone values (FSH, AMH) and ultrasound.',
    ],
    limits: [
      'The polymorphism is one of many factors in the ovarian response; on its own it does not predict the success of treatment, the chance of pregnancy or the ovarian reserve.',
      'The result does not indicate a disease: all three genotypes are common in the healthy population.',
    ],
    consent: [],
  },
  laktozintolerancia: {
    kind: 'human',
    title: 'Lactose intolerance genetic test (LCT -13910 C/T) – patient information and consent form',
    about: [
      'Milk sugar (lactose) is broken down in the small intestine by the enzyme lactase. In many people lactase production gradually falls after infancy (primary, adult-type lactose intolerance); in the European population this is determined by the -13910 C/T polymorphism upstream of the lactase gene (LCT).',
      'The test determines your LCT -13910 C/T genotype, so whether genetically determined lactose intolerance may be behind your complaints can be found out without a breath or blood glucose load test and without drinking lactose. It can be done for children too.',
    ],
    sampling: SWAB.en.sampling,
    preparation: [
      ...SWAB.en.preparation,
      'You do not need to interrupt a lactose-free diet or consume lactose before the test.',
    ],
    result: [
      'C/C genotype: lactase production genetically falls by adulthood; primary lactose intolerance is likely.',
      'C/T genotype: lactase production usually persists (lactase persistence); mild complaints occur rarely.',
      'T/T genotype: lactase production persists; primary lactose intolerance is unlikely.',
      'With the C/C genotype the severity of symptoms varies; many people tolerate small amounts of dairy without complaints. A dietitian can help plan your diet.',
    ],
    limits: [
      'The test does not detect secondary lactose intolerance, which follows intestinal disease (such as coeliac disease, inflammatory bowel disease, gut infection) and may resolve when that disease is treated.',
      'In young children lactase production may still be preserved despite the C/C genotype; symptoms often appear only later.',
      'Cow’s milk protein allergy is a different condition; the test does not detect it.',
      'The -13910 C/T variant is typical of people of European ancestry; in other populations other variants may determine lactase production, which the test does not look for.',
    ],
    consent: [],
  },
  glutenerzekenyseg: {
    kind: 'human',
    title: 'Coeliac disease genetic test (HLA-DQ2/DQ8) – patient information and consent form',
    about: [
      'Coeliac disease is an immune-mediated disease of the small intestine triggered by gluten. It almost always requires carrying the HLA-DQ2 (DQA1*05 and DQB1*02) or HLA-DQ8 (DQA1*03 and DQB1*03:02) gene variant.',
      'The test determines whether you carry these predisposing variants. Recommended for relatives of coeliac patients, in unclear cases, for people already on a gluten-free diet, and with type 1 diabetes, autoimmune thyroid disease or Down syndrome.',
    ],
    sampling: SWAB.en.sampling,
    preparation: [
      ...SWAB.en.preparation,
      'A gluten-free diet does not affect a genetic result, so you do not need to interrupt it.',
    ],
    result: [
      'Negative (neither DQ2 nor DQ8): coeliac disease is virtually ruled out, and further tests are usually unnecessary.',
      'Positive (DQ2 and/or DQ8 carried): the predisposition exists, but this does not confirm the disease. About 30–40% of the population carry these variants, and only a few of them develop coeliac disease. A diagnosis needs serology (IgA antibodies against tissue transglutaminase and total IgA) and, if needed, a small-bowel biopsy.',
      COUNSELLING.en,
    ],
    limits: [
      'A positive result must not be used to make a diagnosis or to start a gluten-free diet without a medical work-up: the diet can make later serological and biopsy results impossible to evaluate.',
      'Non-coeliac gluten sensitivity and wheat allergy are not linked to these HLA variants; the test does not detect them.',
    ],
    consent: [],
  },
};

export const INFO_SHEETS: Record<Lang, Record<InfoSheetId, InfoSheet>> = { hu, en };
