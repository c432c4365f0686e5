import type { Lang } from './lang';

/**
 * Strings of the patient information sheets (/tajekoztato/{sheet}/{hash}): labels, and the texts every
 * sheet of a kind shares. The per-test texts are in src/data/infoSheets.ts.
 */
export interface InfoSheetMessages {
  trail: string;
  intro: string;
  /** How the printed sheet is used at sampling. */
  printNote: string;
  print: string;
  patient: string;
  name: string;
  birth: string;
  appointment: string;
  location: string;
  examination: string;
  about: string;
  sampling: string;
  preparation: string;
  result: string;
  limits: string;
  dataProtection: string;
  consent: string;
  /** Data protection when the patient's own DNA is tested (2008. évi XXI. törvény). */
  humanDataProtection: string[];
  /** Data protection when a submitted pathogen sample (a tick) is tested. */
  pathogenDataProtection: string[];
  humanConsent: string[];
  pathogenConsent: string[];
  /** Who signs for a minor or a person without capacity. */
  representative: string;
  signaturePatient: string;
  signatureDate: string;
  signatureStaff: string;
  /** The booking e-mails' section listing the sheets. */
  mailTitle: string;
}

const hu: InfoSheetMessages = {
  trail: 'Betegtájékoztató',
  intro:
    'Kérjük, olvassa el figyelmesen a tájékoztatót a mintavétel előtt. A beleegyező nyilatkozatot a mintavételkor, munkatársunk jelenlétében írja alá.',
  printNote:
    'Nyomtassa ki, és hozza magával aláíratlanul. Ha nem tudja kinyomtatni, a mintavételi helyen is kitöltheti.',
  print: 'Nyomtatás',
  patient: 'A vizsgált személy és a foglalás',
  name: 'Név',
  birth: 'Születési dátum',
  appointment: 'Időpont',
  location: 'Mintavételi hely',
  examination: 'Vizsgálat',
  about: 'Mit vizsgál a vizsgálat?',
  sampling: 'A mintavétel',
  preparation: 'Felkészülés',
  result: 'Mit jelent az eredmény?',
  limits: 'A vizsgálat korlátai',
  dataProtection: 'Adatvédelem',
  consent: 'Beleegyező nyilatkozat',
  humanDataProtection: [
    'A vizsgálat során keletkező humángenetikai adatok különleges személyes adatok. Kezelésükre az általános adatvédelmi rendelet (EU 2016/679, GDPR), az egészségügyi és a hozzájuk kapcsolódó személyes adatok kezeléséről és védelméről szóló 1997. évi XLVII. törvény, valamint a humángenetikai adatok védelméről, a humángenetikai vizsgálatok és kutatások szabályairól, valamint a biobankok működéséről szóló 2008. évi XXI. törvény vonatkozik.',
    'Genetikai vizsgálatot csak az Ön előzetes tájékoztatása után, írásbeli beleegyezésével végezhetünk. A mintát és az adatokat kizárólag a megnevezett vizsgálatra használjuk fel; más vizsgálathoz vagy kutatáshoz külön írásbeli hozzájárulása kell.',
    'A humángenetikai adatokat a személyazonosító adatoktól elkülönítve, kódolt formában kezeljük; azokhoz csak a vizsgálatot végző és az eredményt közlő egészségügyi szakemberek férnek hozzá.',
    'Az eredményt csak Önnek, illetve az Ön által írásban megjelölt személynek (például kezelőorvosának) adjuk ki. Harmadik félnek, így munkáltatónak vagy biztosítónak hozzájárulása nélkül nem adunk tájékoztatást; genetikai adottsága miatt senkit nem érhet hátrányos megkülönböztetés.',
    'Jogában áll úgy dönteni, hogy az eredményt nem kívánja megismerni. Az eredmény vér szerinti rokonaira is hordozhat információt; hogy megosztja-e velük, az Ön döntése.',
    'A mintát a vizsgálat lezárása után megsemmisítjük, kivéve, ha külön írásban hozzájárul a tárolásához. A leletet és a vizsgálati dokumentációt az egészségügyi dokumentáció megőrzésére vonatkozó jogszabályok szerint őrizzük.',
    'Önt megilleti a tájékoztatáshoz, a betekintéshez, a helyesbítéshez és a jogorvoslathoz való jog; panaszával a Nemzeti Adatvédelmi és Információszabadság Hatósághoz (NAIH) is fordulhat. Részletek az adatkezelési tájékoztatónkban.',
  ],
  pathogenDataProtection: [
    'A vizsgálat a kullancs, nem az Ön örökítőanyagát elemzi, ezért humángenetikai adat nem keletkezik; a humángenetikai adatok védelméről szóló 2008. évi XXI. törvény nem alkalmazandó.',
    'Nevét, elérhetőségét, a csípés adatait és az eredményt egészségügyi adatként, az általános adatvédelmi rendelet (EU 2016/679, GDPR) és az 1997. évi XLVII. törvény szerint kezeljük, és csak Önnek, illetve az Ön által megjelölt kezelőorvosnak adjuk ki.',
    'Önt megilleti a tájékoztatáshoz, a betekintéshez, a helyesbítéshez és a jogorvoslathoz való jog; panaszával a Nemzeti Adatvédelmi és Információszabadság Hatósághoz (NAIH) is fordulhat. Részletek az adatkezelési tájékoztatónkban.',
  ],
  humanConsent: [
    'Kijelentem, hogy a tájékoztatót elolvastam és megértettem, a vizsgálat céljáról, menetéről, lehetséges eredményeiről és korlátairól tájékoztatást kaptam, és kérdéseimre választ kaptam.',
    'Önkéntesen hozzájárulok, hogy a laboratórium a tőlem vett szájnyálkahártya-kenetből a fent megnevezett genetikai vizsgálatot elvégezze, és ehhez humángenetikai adataimat kezelje.',
    'Tudomásul veszem, hogy hozzájárulásomat a vizsgálat elvégzéséig indoklás nélkül visszavonhatom, és hogy a mintát más célra csak külön írásbeli hozzájárulásommal használhatják fel.',
  ],
  pathogenConsent: [
    'Kijelentem, hogy a tájékoztatót elolvastam és megértettem, és kérdéseimre választ kaptam.',
    'Hozzájárulok, hogy a laboratórium a vizsgálathoz szükséges adataimat kezelje.',
  ],
  representative: 'Kiskorú vagy cselekvőképtelen vizsgált személy helyett törvényes képviselője ír alá.',
  signaturePatient: 'A vizsgált személy (törvényes képviselő) aláírása',
  signatureDate: 'Kelt (hely, dátum)',
  signatureStaff: 'A mintavételt végző munkatárs neve és aláírása',
  mailTitle: 'Tájékoztató',
};

const en: InfoSheetMessages = {
  trail: 'Patient information',
  intro:
    'Please read this information carefully before sampling. You sign the consent at sampling, in the presence of our staff.',
  printNote: 'Print it and bring it unsigned. If you cannot print it, you can fill it in at the sampling point.',
  print: 'Print',
  patient: 'Patient and booking',
  name: 'Name',
  birth: 'Date of birth',
  appointment: 'Appointment',
  location: 'Sampling point',
  examination: 'Examination',
  about: 'What does the test examine?',
  sampling: 'Sampling',
  preparation: 'Preparation',
  result: 'What does the result mean?',
  limits: 'Limits of the test',
  dataProtection: 'Data protection',
  consent: 'Consent',
  humanDataProtection: [
    'Human genetic data arising from the test are special-category personal data. They are processed under the General Data Protection Regulation (EU 2016/679, GDPR), Hungarian Act XLVII of 1997 on the processing and protection of health and related personal data, and Hungarian Act XXI of 2008 on the protection of human genetic data, the rules of human genetic testing and research, and the operation of biobanks.',
    'We may perform a genetic test only after informing you and with your written consent. The sample and the data are used only for the named test; any other test or research needs your separate written consent.',
    'Human genetic data are kept coded, separately from your identifying data; only the healthcare professionals who perform the test and report the result can access them.',
    'The result is released only to you or to a person you name in writing (for example your doctor). We give no information to third parties, such as employers or insurers, without your consent; nobody may be discriminated against because of their genetic characteristics.',
    'You have the right to decide not to learn the result. The result may also carry information about your blood relatives; whether to share it with them is your decision.',
    'The sample is destroyed once the test is completed, unless you consent in writing to its storage. The report and test records are kept as the law on medical records requires.',
    'You have the right to information, access, rectification and legal remedy; you may also complain to the Hungarian National Authority for Data Protection and Freedom of Information (NAIH). Details are in our privacy notice.',
  ],
  pathogenDataProtection: [
    'The test analyses the DNA of the tick, not yours, so no human genetic data arise and Hungarian Act XXI of 2008 on the protection of human genetic data does not apply.',
    'Your name, contact details, the details of the bite and the result are processed as health data under the General Data Protection Regulation (EU 2016/679, GDPR) and Hungarian Act XLVII of 1997, and released only to you or to the doctor you name.',
    'You have the right to information, access, rectification and legal remedy; you may also complain to the Hungarian National Authority for Data Protection and Freedom of Information (NAIH). Details are in our privacy notice.',
  ],
  humanConsent: [
    'I declare that I have read and understood this information, I have been informed about the purpose, procedure, possible results and limits of the test, and my questions have been answered.',
    'I voluntarily consent to the laboratory performing the genetic test named above on the cheek swab taken from me and processing my human genetic data for it.',
    'I understand that I may withdraw my consent without giving reasons until the test is performed, and that the sample may be used for any other purpose only with my separate written consent.',
  ],
  pathogenConsent: [
    'I declare that I have read and understood this information, and my questions have been answered.',
    'I consent to the laboratory processing the data needed for the test.',
  ],
  representative: 'For a minor or a person without legal capacity, their legal representative signs.',
  signaturePatient: 'Signature of the patient (legal representative)',
  signatureDate: 'Place and date',
  signatureStaff: 'Name and signature of the sampling staff member',
  mailTitle: 'Information sheet',
};

export const infoSheetMessages = (lang: Lang): InfoSheetMessages => (lang === 'en' ? en : hu);
