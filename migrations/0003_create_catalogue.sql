-- The embedded laboratory backend's catalogue (DESIGN.md, Ports): sample fractions, single tests
-- (parameters), packages (examinations) grouped in categories, sampling locations with weekly working
-- plans, sampling fees and the packages each location can sample. Prices are whole forints.

CREATE TABLE lab_fractions (
  id INTEGER PRIMARY KEY,
  name_hu TEXT NOT NULL,
  name_en TEXT NOT NULL,
  -- What is taken and how, shown to the patient ("Vénás vér, alvadásgátló nélküli cső").
  sample_type_hu TEXT NOT NULL,
  sample_type_en TEXT NOT NULL
);

CREATE TABLE lab_tests (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  url_slug TEXT NOT NULL UNIQUE,
  name_hu TEXT NOT NULL,
  name_en TEXT NOT NULL,
  description_hu TEXT NOT NULL DEFAULT '',
  description_en TEXT NOT NULL DEFAULT '',
  b2c_price INTEGER NOT NULL CHECK (b2c_price >= 0),
  -- Turnaround in working days.
  turn_around_time_min INTEGER NOT NULL CHECK (turn_around_time_min >= 0),
  turn_around_time_max INTEGER NOT NULL CHECK (turn_around_time_max >= turn_around_time_min),
  fraction_id INTEGER NOT NULL REFERENCES lab_fractions (id),
  -- Preparation: hours of fasting before sampling (0 = none), and whether sampling must be in the morning.
  fasting_hours INTEGER NOT NULL DEFAULT 0 CHECK (fasting_hours BETWEEN 0 AND 14),
  morning_only INTEGER NOT NULL DEFAULT 0 CHECK (morning_only IN (0, 1)),
  preparation_hu TEXT NOT NULL DEFAULT '',
  preparation_en TEXT NOT NULL DEFAULT '',
  showonweb INTEGER NOT NULL DEFAULT 1 CHECK (showonweb IN (0, 1))
);

CREATE TABLE lab_categories (
  tag TEXT PRIMARY KEY,
  name_hu TEXT NOT NULL,
  name_en TEXT NOT NULL,
  description_hu TEXT NOT NULL DEFAULT '',
  description_en TEXT NOT NULL DEFAULT '',
  weight INTEGER NOT NULL DEFAULT 5
);

CREATE TABLE lab_packages (
  id INTEGER PRIMARY KEY,
  whitetech_id TEXT NOT NULL UNIQUE,
  code TEXT NOT NULL UNIQUE,
  url_slug TEXT NOT NULL UNIQUE,
  name_hu TEXT NOT NULL,
  name_en TEXT NOT NULL,
  short_description_hu TEXT NOT NULL DEFAULT '',
  short_description_en TEXT NOT NULL DEFAULT '',
  description_hu TEXT NOT NULL DEFAULT '',
  description_en TEXT NOT NULL DEFAULT '',
  b2c_price INTEGER NOT NULL CHECK (b2c_price >= 0),
  category_tag TEXT NOT NULL REFERENCES lab_categories (tag),
  -- Minutes the sampling takes; glucose load tests take 120 or more and need consecutive capacity.
  app_time INTEGER NOT NULL DEFAULT 10 CHECK (app_time > 0),
  weight INTEGER NOT NULL DEFAULT 5,
  -- The patient information sheet a genetic or PCR package needs (apoe, kullancs-pcr, pai-1, ...).
  info_sheet TEXT
);

CREATE TABLE lab_package_tests (
  package_id INTEGER NOT NULL REFERENCES lab_packages (id) ON DELETE CASCADE,
  test_id INTEGER NOT NULL REFERENCES lab_tests (id),
  PRIMARY KEY (package_id, test_id)
);

-- showonweb, samplingfee_ex_2 / _3 / _5 (glucose load tests), child_testing, ...
CREATE TABLE lab_package_tags (
  package_id INTEGER NOT NULL REFERENCES lab_packages (id) ON DELETE CASCADE,
  tag TEXT NOT NULL,
  PRIMARY KEY (package_id, tag)
);

CREATE TABLE lab_locations (
  id INTEGER PRIMARY KEY,
  url_slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  address TEXT NOT NULL,
  zip_code TEXT NOT NULL,
  city TEXT NOT NULL,
  county TEXT NOT NULL,
  gps_latitude REAL NOT NULL,
  gps_longitude REAL NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  img TEXT,
  text_hu TEXT NOT NULL DEFAULT '',
  text_en TEXT NOT NULL DEFAULT '',
  public_transport_info_hu TEXT NOT NULL DEFAULT '',
  public_transport_info_en TEXT NOT NULL DEFAULT '',
  parking_info_hu TEXT NOT NULL DEFAULT '',
  parking_info_en TEXT NOT NULL DEFAULT '',
  weight INTEGER NOT NULL DEFAULT 5
);

-- showonweb, child_testing, ...
CREATE TABLE lab_location_tags (
  location_id INTEGER NOT NULL REFERENCES lab_locations (id) ON DELETE CASCADE,
  tag TEXT NOT NULL,
  PRIMARY KEY (location_id, tag)
);

-- One row per weekday (1 = Monday … 7 = Sunday); 'HH:MM:SS' wall-clock times in Europe/Budapest.
-- A day is open only if start and end exist and differ.
CREATE TABLE lab_working_plans (
  location_id INTEGER NOT NULL REFERENCES lab_locations (id) ON DELETE CASCADE,
  weekday INTEGER NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  start_time TEXT,
  end_time TEXT,
  PRIMARY KEY (location_id, weekday)
);

-- 'base' is the fee of an ordinary sampling; samplingfee_ex_2/_3/_5 the fees of glucose load tests.
CREATE TABLE lab_sampling_fees (
  location_id INTEGER NOT NULL REFERENCES lab_locations (id) ON DELETE CASCADE,
  fee_type TEXT NOT NULL CHECK (fee_type IN ('base', 'samplingfee_ex_2', 'samplingfee_ex_3', 'samplingfee_ex_5')),
  price INTEGER NOT NULL CHECK (price >= 0),
  PRIMARY KEY (location_id, fee_type)
);

-- The packages a location can sample (a glucose load test needs a waiting room, a child's sampling a
-- paediatric nurse, a genetic swab a trained assistant).
CREATE TABLE lab_location_packages (
  location_id INTEGER NOT NULL REFERENCES lab_locations (id) ON DELETE CASCADE,
  package_id INTEGER NOT NULL REFERENCES lab_packages (id) ON DELETE CASCADE,
  PRIMARY KEY (location_id, package_id)
);
CREATE INDEX lab_location_packages_package ON lab_location_packages (package_id);
