/** Strings of the examination, price-list and location pages; part of Messages (messages.ts). */
export interface CatalogueMessages {
  examinationsTitle: string;
  examinationsIntro: string;
  examinationsDescription: string;
  searchLabel: string;
  searchPlaceholder: string;
  searchButton: string;
  allCategories: string;
  categoryFilterLabel: string;
  noResults: string;
  resultCount: (count: number) => string;
  singleTestsTitle: string;
  singleTestsIntro: string;
  showAllTests: (count: string) => string;
  choose: string;
  chosen: string;
  chooseLabel: (name: string) => string;
  chosenLabel: (name: string) => string;
  packagePrice: string;
  /**
   * The struck price of a package's tests bought one by one: the spec's label ('Eredmény' / 'Without
   * package'), kept. Beside "Eredmény várható" the Hungarian word alone read as "Result", so the struck
   * price is followed by what it means (`withoutPackageNote`, none in English) (decision 0059).
   */
  withoutPackage: string;
  withoutPackageNote: string;
  saving: (amount: string) => string;
  price: string;
  turnaround: string;
  smartChoice: string;
  details: string;
  includedTests: (count: number) => string;
  sampleType: string;
  preparation: string;
  fasting: (hours: number) => string;
  noFasting: string;
  morningOnly: string;
  infoSheet: string;
  relatedPackages: string;
  packagesWithTest: string;
  availableAt: (count: number) => string;
  breadcrumbHome: string;
  cgmTitle: string;
  cgmSteps: { title: string; text: string }[];
  priceListTitle: string;
  priceListIntro: string;
  priceListSearchLabel: string;
  print: string;
  packagesHeading: string;
  testsHeading: string;
  code: string;
  name: string;
  pricesTitle: string;
  pricesIntro: string;
  samplingFeesTitle: string;
  samplingFeesIntro: string;
  paymentTitle: string;
  paymentText: string;
  fullPriceList: string;
  from: (price: string) => string;
  locationsTitle: string;
  locationsIntro: string;
  nearestLabel: string;
  nearestPlaceholder: string;
  nearestButton: string;
  useMyLocation: string;
  locating: string;
  geolocationFailed: string;
  placeNotFound: (query: string) => string;
  sortedFrom: (place: string) => string;
  distanceAway: (distance: string) => string;
  childTesting: string;
  isNew: string;
  openingHours: string;
  samplingFees: string;
  transport: string;
  parking: string;
  examinationsHere: string;
  bookHere: string;
  /** A location card's button to the booking with that location chosen. */
  bookShort: string;
  /** Its accessible name: '{name}' is filled in. */
  bookAt: (name: string) => string;
  directions: string;
  address: string;
  contact: string;
  mapLabel: string;
  /** The street map's zoom buttons (decision 0061). */
  mapZoomIn: string;
  mapZoomOut: string;
  locationCount: (count: number) => string;
}

export const catalogueHu: CatalogueMessages = {
  examinationsTitle: 'Laborvizsgálatok és csomagok',
  examinationsIntro:
    'Válassza ki a vizsgálatokat, mi megmutatjuk, mennyibe kerülnek, mikorra lesz eredmény, és hogyan készüljön fel a vérvételre.',
  examinationsDescription:
    'Laborcsomagok és egyedi vizsgálatok árakkal, átfutási idővel és felkészülési tudnivalókkal.',
  searchLabel: 'Keresés a vizsgálatok között',
  searchPlaceholder: 'Pl. D-vitamin, vérkép, pajzsmirigy',
  searchButton: 'Keresés',
  allCategories: 'Összes',
  categoryFilterLabel: 'Kategória',
  noResults: 'Nincs a keresésnek megfelelő vizsgálat. Próbáljon rövidebb kifejezést!',
  resultCount: (count) => `${count} találat`,
  singleTestsTitle: 'Egyedi vizsgálatok',
  singleTestsIntro: 'Egy-egy paraméter külön is kérhető.',
  showAllTests: (count) => `Mind a ${count} egyedi vizsgálat`,
  choose: 'Ezt választom',
  chosen: 'Kiválasztva',
  chooseLabel: (name) => `${name} kiválasztása`,
  chosenLabel: (name) => `${name} kiválasztva, újbóli kattintással eltávolítja`,
  packagePrice: 'Csomagár',
  withoutPackage: 'Eredmény',
  withoutPackageNote: 'külön-külön',
  saving: (amount) => `${amount} megtakarítás`,
  price: 'Ár',
  turnaround: 'Eredmény elkészülte',
  smartChoice: 'Okos választás',
  details: 'Részletek',
  includedTests: (count) => `A csomag ${count} vizsgálatot tartalmaz`,
  sampleType: 'Minta',
  preparation: 'Felkészülés',
  fasting: (hours) => `${hours} órás éhgyomor szükséges`,
  noFasting: 'Nem szükséges éhgyomorra érkeznie.',
  morningOnly: 'A mintavétel reggel 10 óráig javasolt.',
  infoSheet: 'A vizsgálathoz betegtájékoztatót kell elfogadnia; a foglalás után e-mailben küldjük.',
  relatedPackages: 'Kapcsolódó csomagok',
  packagesWithTest: 'Csomagok, amelyek tartalmazzák',
  availableAt: (count) => `${count} helyszínen elérhető`,
  breadcrumbHome: 'Főoldal',
  cgmTitle: 'Hogyan működik?',
  cgmSteps: [
    { title: 'Szenzor felhelyezése', text: 'Asszisztensünk fájdalommentesen felhelyezi a karjára a szenzort.' },
    { title: '14 nap mérés', text: 'A szenzor percenként méri a szöveti cukorszintet, Ön éli a megszokott életét.' },
    { title: 'Kiértékelés', text: 'Szakorvosunk elemzi a görbéket, és írásos javaslatot ad.' },
  ],
  priceListTitle: 'Teljes árlista',
  priceListIntro: 'Minden csomagunk és egyedi vizsgálatunk ára egy helyen. Az árak forintban, áfával együtt értendők.',
  priceListSearchLabel: 'Keresés az árlistában',
  print: 'Nyomtatás',
  packagesHeading: 'Csomagok',
  testsHeading: 'Egyedi vizsgálatok',
  code: 'Kód',
  name: 'Megnevezés',
  pricesTitle: 'Árak',
  pricesIntro:
    'Átlátható árak, rejtett költségek nélkül: a csomagár tartalmazza a vizsgálatokat, a mintavételi díj helyszínenként fizetendő.',
  samplingFeesTitle: 'Mintavételi díjak',
  samplingFeesIntro: 'A mintavételi díj a vizsgálatok árán felül, foglalásonként egyszer fizetendő.',
  paymentTitle: 'Fizetés',
  paymentText: 'Fizethet online bankkártyával a foglaláskor, vagy a helyszínen kártyával.',
  fullPriceList: 'Teljes árlista',
  from: (price) => `${price}-tól`,
  locationsTitle: 'Mintavételi helyszínek',
  locationsIntro: 'Keresse meg az Önhöz legközelebbi vérvételi pontot, és foglaljon időpontot várakozás nélkül.',
  nearestLabel: 'Irányítószám vagy település',
  nearestPlaceholder: 'Pl. 4032 vagy Szeged',
  nearestButton: 'Legközelebbi helyszínek',
  useMyLocation: 'Saját helyzetem alapján',
  locating: 'Helymeghatározás…',
  geolocationFailed: 'A helyzetét nem sikerült meghatározni. Adjon meg irányítószámot vagy települést!',
  placeNotFound: (query) => `„${query}” nevű települést vagy irányítószámot nem találtunk.`,
  sortedFrom: (place) => `Távolság innen: ${place}`,
  distanceAway: (distance) => `${distance} távolságra`,
  childTesting: 'Gyermekvérvétel',
  isNew: 'Új',
  openingHours: 'Nyitvatartás',
  samplingFees: 'Mintavételi díj',
  transport: 'Tömegközlekedés',
  parking: 'Parkolás',
  examinationsHere: 'Itt elérhető vizsgálatok',
  bookHere: 'Időpontot foglalok ide',
  bookShort: 'Időpontot foglalok',
  bookAt: (name) => `Időpontot foglalok: ${name}`,
  directions: 'Útvonaltervezés',
  address: 'Cím',
  contact: 'Elérhetőség',
  mapLabel: 'Helyszínek Magyarország térképén',
  mapZoomIn: 'Nagyítás',
  mapZoomOut: 'Kicsinyítés',
  locationCount: (count) => `${count} helyszín`,
};

export const catalogueEn: CatalogueMessages = {
  examinationsTitle: 'Lab tests and packages',
  examinationsIntro:
    'Choose your tests: we show what they cost, when the results are ready and how to prepare for the blood sampling.',
  examinationsDescription: 'Lab packages and single tests with prices, turnaround and preparation advice.',
  searchLabel: 'Search the tests',
  searchPlaceholder: 'E.g. vitamin D, blood count, thyroid',
  searchButton: 'Search',
  allCategories: 'All',
  categoryFilterLabel: 'Category',
  noResults: 'No test matches your search. Try a shorter term!',
  resultCount: (count) => `${count} ${count === 1 ? 'result' : 'results'}`,
  singleTestsTitle: 'Single tests',
  singleTestsIntro: 'Each parameter can also be ordered on its own.',
  showAllTests: (count) => `All ${count} single tests`,
  choose: 'I choose this',
  chosen: 'Chosen',
  chooseLabel: (name) => `Choose ${name}`,
  chosenLabel: (name) => `${name} chosen; click again to remove it`,
  packagePrice: 'Package price',
  withoutPackage: 'Without package',
  withoutPackageNote: '',
  saving: (amount) => `You save ${amount}`,
  price: 'Price',
  turnaround: 'Results',
  smartChoice: 'Smart choice',
  details: 'Details',
  includedTests: (count) => `The package includes ${count} ${count === 1 ? 'test' : 'tests'}`,
  sampleType: 'Sample',
  preparation: 'Preparation',
  fasting: (hours) => `Fast for ${hours} hours before sampling`,
  noFasting: 'You do not need to fast.',
  morningOnly: 'Sampling is recommended before 10 a.m.',
  infoSheet: 'This test needs a patient information sheet; we e-mail it after booking.',
  relatedPackages: 'Related packages',
  packagesWithTest: 'Packages that include it',
  availableAt: (count) => `Available at ${count} ${count === 1 ? 'location' : 'locations'}`,
  breadcrumbHome: 'Home',
  cgmTitle: 'How does it work?',
  cgmSteps: [
    { title: 'Sensor fitting', text: 'Our assistant fits the sensor on your arm painlessly.' },
    { title: '14 days of measuring', text: 'The sensor measures tissue glucose every minute while you live as usual.' },
    { title: 'Evaluation', text: 'Our specialist analyses the curves and gives written advice.' },
  ],
  priceListTitle: 'Full price list',
  priceListIntro: 'The price of every package and single test in one place. Prices are in forints and include VAT.',
  priceListSearchLabel: 'Search the price list',
  print: 'Print',
  packagesHeading: 'Packages',
  testsHeading: 'Single tests',
  code: 'Code',
  name: 'Name',
  pricesTitle: 'Prices',
  pricesIntro:
    'Clear prices with no hidden costs: the package price covers the tests; the sampling fee depends on the location.',
  samplingFeesTitle: 'Sampling fees',
  samplingFeesIntro: 'The sampling fee is paid once per booking, on top of the tests.',
  paymentTitle: 'Payment',
  paymentText: 'Pay online by card when booking, or by card on site.',
  fullPriceList: 'Full price list',
  from: (price) => `from ${price}`,
  locationsTitle: 'Sampling locations',
  locationsIntro: 'Find the blood sampling point nearest to you and book a time without queueing.',
  nearestLabel: 'Postal code or town',
  nearestPlaceholder: 'E.g. 4032 or Szeged',
  nearestButton: 'Nearest locations',
  useMyLocation: 'Use my location',
  locating: 'Locating…',
  geolocationFailed: 'Your position could not be determined. Please enter a postal code or town!',
  placeNotFound: (query) => `We found no town or postal code “${query}”.`,
  sortedFrom: (place) => `Distance from ${place}`,
  distanceAway: (distance) => `${distance} away`,
  childTesting: 'Child sampling',
  isNew: 'New',
  openingHours: 'Opening hours',
  samplingFees: 'Sampling fee',
  transport: 'Public transport',
  parking: 'Parking',
  examinationsHere: 'Tests available here',
  bookHere: 'Book an appointment here',
  bookShort: 'Book',
  bookAt: (name) => `Book at ${name}`,
  directions: 'Directions',
  address: 'Address',
  contact: 'Contact',
  mapLabel: 'Locations on the map of Hungary',
  mapZoomIn: 'Zoom in',
  mapZoomOut: 'Zoom out',
  locationCount: (count) => `${count} ${count === 1 ? 'location' : 'locations'}`,
};
