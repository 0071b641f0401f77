/** The database name the warehouse presents for the engine's one database. */
export const DATABASE_NAME = 'ANALYTICS';

/** The role statements run as when a request names none (docs/connectors.md §4.3: key-pair credentials). */
export const DEFAULT_ROLE = 'SYSADMIN';

/** The warehouse statements run on when a request names none. */
export const DEFAULT_WAREHOUSE = 'COMPUTE_WH';

/**
 * What Postgres has no place for and the queries that present its catalog the warehouse's way.
 * The information tools hide this schema.
 */
export const CATALOG_SCHEMA = 'emulator_catalog';

/*
 * Snowflake folds unquoted names to upper case where Postgres folds them to lower case, so a name
 * Postgres folded (all lower case) shows in upper case and any other name as it is: `orders` is
 * ORDERS, `"Mixed"` stays Mixed. The bootstrap superuser shows as ACCOUNTADMIN.
 */
export const CATALOG_SQL = `
CREATE SCHEMA ${CATALOG_SCHEMA};
COMMENT ON SCHEMA ${CATALOG_SCHEMA} IS 'The emulator''s own: warehouses, and how the Postgres catalog is presented';
GRANT USAGE ON SCHEMA ${CATALOG_SCHEMA} TO PUBLIC;

CREATE TABLE ${CATALOG_SCHEMA}.account (created_on timestamptz NOT NULL);
INSERT INTO ${CATALOG_SCHEMA}.account VALUES ('2024-01-15 09:00:00+00');

CREATE TABLE ${CATALOG_SCHEMA}.warehouses (
  name text PRIMARY KEY,
  state text NOT NULL,
  type text NOT NULL,
  size text NOT NULL,
  min_cluster_count integer NOT NULL,
  max_cluster_count integer NOT NULL,
  auto_suspend integer NOT NULL,
  auto_resume boolean NOT NULL,
  owner text NOT NULL,
  comment text
);
INSERT INTO ${CATALOG_SCHEMA}.warehouses VALUES
  ('compute_wh', 'STARTED', 'STANDARD', 'X-Small', 1, 1, 600, true, 'sysadmin', 'Default warehouse for queries'),
  ('reporting_wh', 'SUSPENDED', 'STANDARD', 'Small', 1, 2, 300, true, 'sysadmin', 'Dashboards and scheduled reports'),
  ('loading_wh', 'SUSPENDED', 'STANDARD', 'Medium', 1, 1, 60, true, 'sysadmin', 'Nightly batch loads');
GRANT SELECT ON ALL TABLES IN SCHEMA ${CATALOG_SCHEMA} TO PUBLIC;

CREATE FUNCTION ${CATALOG_SCHEMA}.present_name(text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT CASE WHEN $1 = lower($1) THEN upper($1) ELSE $1 END $$;

CREATE FUNCTION ${CATALOG_SCHEMA}.present_role(oid) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE $1 WHEN 0 THEN 'PUBLIC' WHEN 10 THEN 'ACCOUNTADMIN'
              ELSE ${CATALOG_SCHEMA}.present_name(pg_get_userbyid($1)) END
$$;

-- The tables, views and schemas named in a request, whatever the case of the names; an unknown
-- name raises Postgres' own error, which the warehouse reports as "does not exist".
CREATE FUNCTION ${CATALOG_SCHEMA}.find_tables(schema_name text, table_name text) RETURNS SETOF oid
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
    SELECT c.oid FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE lower(c.relname) = lower(table_name) AND c.relkind IN ('r', 'p', 'v', 'm')
      AND (schema_name IS NULL OR lower(n.nspname) = lower(schema_name))
      AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> '${CATALOG_SCHEMA}';
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'undefined_table',
      MESSAGE = format('relation "%s" does not exist', concat_ws('.', schema_name, table_name));
  END IF;
END
$$;

CREATE FUNCTION ${CATALOG_SCHEMA}.find_schema(schema_name text) RETURNS oid
LANGUAGE plpgsql STABLE AS $$
DECLARE found oid;
BEGIN
  SELECT n.oid INTO found FROM pg_namespace n
  WHERE lower(n.nspname) = lower(schema_name)
    AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> '${CATALOG_SCHEMA}';
  IF found IS NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'invalid_schema_name',
      MESSAGE = format('schema "%s" does not exist', schema_name);
  END IF;
  RETURN found;
END
$$;

-- A role (login false) or a user (login true): both are Postgres roles, users can log in.
CREATE FUNCTION ${CATALOG_SCHEMA}.find_role(role_name text, login boolean) RETURNS oid
LANGUAGE plpgsql STABLE AS $$
DECLARE found oid;
BEGIN
  SELECT r.oid INTO found FROM pg_roles r
  WHERE lower(r.rolname) = lower(role_name) AND r.rolcanlogin = login AND r.rolname NOT LIKE 'pg\\_%';
  IF found IS NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'undefined_object',
      MESSAGE = format('%s "%s" does not exist', CASE WHEN login THEN 'user' ELSE 'role' END, role_name);
  END IF;
  RETURN found;
END
$$;

-- docs/tool-results.md §"warehouse": a column's rowType entry from its Postgres type, domains resolved.
CREATE FUNCTION ${CATALOG_SCHEMA}.column_type(type_oid oid, type_modifier integer,
  OUT type text, OUT "precision" integer, OUT scale integer, OUT length bigint, OUT byte_length bigint)
LANGUAGE sql STABLE AS $$
  WITH RECURSIVE chain (oid, modifier, depth) AS (
    SELECT $1, $2, 0
    UNION ALL
    SELECT t.typbasetype, t.typtypmod, chain.depth + 1
    FROM chain JOIN pg_type t ON t.oid = chain.oid
    WHERE t.typtype = 'd'
  ),
  base AS (
    SELECT t.typname::text AS name, t.typcategory AS category, chain.modifier
    FROM chain JOIN pg_type t ON t.oid = chain.oid
    ORDER BY chain.depth DESC
    LIMIT 1
  ),
  kind AS (
    SELECT base.*,
      CASE
        WHEN category = 'A' THEN 'array'
        WHEN name IN ('int2', 'int4', 'int8', 'oid', 'numeric') THEN 'fixed'
        WHEN name IN ('float4', 'float8') THEN 'real'
        WHEN name = 'bool' THEN 'boolean'
        WHEN name = 'date' THEN 'date'
        WHEN name IN ('time', 'timetz') THEN 'time'
        WHEN name = 'timestamp' THEN 'timestamp_ntz'
        WHEN name = 'timestamptz' THEN 'timestamp_ltz'
        WHEN name IN ('json', 'jsonb') THEN 'variant'
        WHEN name = 'bytea' THEN 'binary'
        ELSE 'text'
      END AS type
    FROM base
  )
  SELECT type,
    CASE WHEN name = 'numeric' AND modifier >= 4 THEN ((modifier - 4) >> 16) & 65535
         WHEN type = 'fixed' THEN 38 END,
    CASE WHEN name = 'numeric' AND modifier >= 4 THEN (modifier - 4) & 65535
         WHEN type = 'fixed' AND name <> 'numeric' THEN 0
         WHEN type IN ('time', 'timestamp_ntz', 'timestamp_ltz') THEN 9 END,
    CASE WHEN type = 'binary' THEN 8388608
         WHEN type <> 'text' AND type NOT IN ('variant', 'array') THEN NULL
         WHEN name IN ('varchar', 'bpchar') AND modifier >= 4 THEN modifier - 4
         ELSE 16777216 END,
    CASE WHEN type = 'binary' THEN 8388608
         WHEN type <> 'text' AND type NOT IN ('variant', 'array') THEN NULL
         WHEN name IN ('varchar', 'bpchar') AND modifier >= 4 THEN least((modifier - 4) * 4, 16777216)
         ELSE 16777216 END
  FROM kind
$$;

-- The SQL type name the information views show for a rowType type (fixed is NUMBER, real FLOAT).
CREATE FUNCTION ${CATALOG_SCHEMA}.data_type_name(text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE $1 WHEN 'fixed' THEN 'NUMBER' WHEN 'real' THEN 'FLOAT' ELSE upper($1) END
$$;

-- Exact row counts for the TABLES view, whatever the caller may read.
CREATE FUNCTION ${CATALOG_SCHEMA}.row_count(relation regclass) RETURNS bigint
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog AS $$
DECLARE counted bigint;
BEGIN
  EXECUTE format('SELECT count(*) FROM %s', relation) INTO counted;
  RETURN counted;
END
$$;
`;

/** The warehouse's roles (SHOW GRANTS): a hierarchy under ACCOUNTADMIN, and users holding them. */
export const ROLES_SQL = `
CREATE ROLE accountadmin SUPERUSER;
CREATE ROLE sysadmin;
CREATE ROLE analyst;
CREATE ROLE loader;
CREATE ROLE hr_manager;
GRANT analyst, loader, hr_manager TO sysadmin;
GRANT sysadmin TO accountadmin;
CREATE ROLE plugboard_svc LOGIN;
CREATE ROLE ada LOGIN;
CREATE ROLE grace LOGIN;
GRANT sysadmin TO plugboard_svc;
GRANT analyst TO ada;
GRANT hr_manager, analyst TO grace;

DO $$ BEGIN
  EXECUTE format('ALTER DATABASE %I OWNER TO sysadmin', current_database());
  EXECUTE format('ALTER DATABASE %I SET timezone = %L', current_database(), 'UTC');
  EXECUTE format('COMMENT ON DATABASE %I IS %L', current_database(),
    'Sample analytics database: the sales, people and stock of a fictional retailer');
END $$;
ALTER SCHEMA public OWNER TO sysadmin;
`;

/** Three schemas with primary and foreign keys, a few thousand rows made by arithmetic. */
export const DATA_SQL = `
SET ROLE sysadmin;

CREATE SCHEMA hr;
COMMENT ON SCHEMA hr IS 'Departments and the people in them';
CREATE SCHEMA sales;
COMMENT ON SCHEMA sales IS 'Customers, their orders and order lines';
CREATE SCHEMA inventory;
COMMENT ON SCHEMA inventory IS 'Products, warehouses and stock levels';

CREATE TABLE hr.departments (
  department_id integer PRIMARY KEY,
  name varchar(100) NOT NULL UNIQUE,
  location varchar(100) NOT NULL
);
COMMENT ON TABLE hr.departments IS 'One row per department';
INSERT INTO hr.departments VALUES
  (1, 'Sales', 'London'), (2, 'Engineering', 'Berlin'), (3, 'Marketing', 'New York'),
  (4, 'Finance', 'London'), (5, 'Operations', 'Rotterdam'), (6, 'People', 'Berlin'),
  (7, 'Support', 'Lisbon'), (8, 'Legal', 'Zurich');

CREATE TABLE hr.employees (
  employee_id integer PRIMARY KEY,
  first_name varchar(50) NOT NULL,
  last_name varchar(50) NOT NULL,
  email varchar(200) NOT NULL UNIQUE,
  department_id integer NOT NULL REFERENCES hr.departments (department_id),
  manager_id integer REFERENCES hr.employees (employee_id),
  hire_date date NOT NULL,
  salary numeric(12, 2) NOT NULL,
  is_active boolean NOT NULL DEFAULT true
);
COMMENT ON TABLE hr.employees IS 'Employees; department heads (1 to 8) have no manager';
COMMENT ON COLUMN hr.employees.salary IS 'Yearly gross salary in EUR';
INSERT INTO hr.employees
SELECT i,
  (ARRAY['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances', 'John', 'Margaret', 'Ken', 'Radia', 'Tim'])[1 + i % 12],
  (ARRAY['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov', 'Knuth', 'Allen', 'Backus', 'Hamilton', 'Thompson', 'Perlman', 'Lee'])[1 + (i * 7) % 12],
  'employee' || i || '@example.com',
  1 + i % 8,
  CASE WHEN i <= 8 THEN NULL WHEN i % 8 = 0 THEN 8 ELSE i % 8 END,
  date '2015-01-05' + (i * 17) % 3650,
  40000 + (i * 1373) % 90000,
  i % 23 <> 0
FROM generate_series(1, 200) AS i;

CREATE TABLE inventory.warehouses (
  warehouse_id integer PRIMARY KEY,
  name varchar(100) NOT NULL,
  city varchar(100) NOT NULL,
  country char(2) NOT NULL
);
INSERT INTO inventory.warehouses VALUES
  (1, 'North Hub', 'Manchester', 'GB'), (2, 'Rhine Depot', 'Duisburg', 'DE'),
  (3, 'Harbour Store', 'Rotterdam', 'NL'), (4, 'Iberia Park', 'Zaragoza', 'ES'),
  (5, 'East Coast DC', 'Newark', 'US');

CREATE TABLE inventory.products (
  product_id integer PRIMARY KEY,
  sku varchar(20) NOT NULL UNIQUE,
  name varchar(200) NOT NULL,
  category varchar(50) NOT NULL,
  unit_price numeric(10, 2) NOT NULL,
  weight_kg real,
  attributes jsonb,
  discontinued boolean NOT NULL DEFAULT false
);
COMMENT ON TABLE inventory.products IS 'The product catalogue';
INSERT INTO inventory.products
SELECT i,
  'SKU-' || to_char(i, 'FM00000'),
  (ARRAY['Widget', 'Gadget', 'Sprocket', 'Gizmo', 'Bracket', 'Valve'])[1 + i % 6] || ' ' ||
    (ARRAY['Mini', 'Pro', 'Max', 'Lite', 'Plus', 'Air', 'Go'])[1 + (i / 6) % 7] || ' ' || to_char(i, 'FM000'),
  (ARRAY['Hardware', 'Electronics', 'Tools', 'Garden', 'Office', 'Outdoor'])[1 + (i * 5) % 6],
  round(5 + ((i * 7919) % 49500) / 100.0, 2),
  CASE WHEN i % 11 = 0 THEN NULL ELSE ((i * 37) % 500) / 10.0 END,
  jsonb_build_object('color', (ARRAY['red', 'green', 'blue', 'black', 'white'])[1 + i % 5],
                     'warranty_years', 1 + i % 3),
  i % 17 = 0
FROM generate_series(1, 300) AS i;

CREATE TABLE inventory.stock_levels (
  warehouse_id integer REFERENCES inventory.warehouses (warehouse_id),
  product_id integer REFERENCES inventory.products (product_id),
  quantity integer NOT NULL CHECK (quantity >= 0),
  updated_at timestamp NOT NULL,
  PRIMARY KEY (warehouse_id, product_id)
);
INSERT INTO inventory.stock_levels
SELECT w, p, (w * 131 + p * 71) % 500, timestamp '2024-06-01 06:00' + ((w * p) % 1000) * interval '1 hour'
FROM generate_series(1, 5) AS w, generate_series(1, 300) AS p;

CREATE TABLE sales.customers (
  customer_id integer PRIMARY KEY,
  name varchar(200) NOT NULL,
  email varchar(200) UNIQUE,
  country char(2) NOT NULL,
  segment varchar(20) NOT NULL,
  account_manager_id integer REFERENCES hr.employees (employee_id),
  created_at timestamp NOT NULL
);
COMMENT ON TABLE sales.customers IS 'Companies that buy from us';
INSERT INTO sales.customers
SELECT i,
  (ARRAY['Acme', 'Globex', 'Initech', 'Umbrella', 'Stark', 'Wayne', 'Wonka', 'Tyrell', 'Cyberdyne', 'Soylent'])[1 + i % 10] || ' ' ||
    (ARRAY['Corp', 'Industries', 'Labs', 'Holdings', 'Group', 'Systems', 'Trading'])[1 + (i / 10) % 7] || ' ' || i,
  CASE WHEN i % 29 = 0 THEN NULL ELSE 'buyer' || i || '@customer' || (i % 97) || '.example' END,
  (ARRAY['GB', 'DE', 'FR', 'NL', 'US', 'US', 'CA', 'ES', 'IT', 'SE'])[1 + i % 10],
  (ARRAY['ENTERPRISE', 'MID_MARKET', 'SMB', 'SMB'])[1 + (i * 3) % 4],
  8 * (1 + i % 25),
  timestamp '2021-01-01 09:00' + ((i * 1234567) % 63072000) * interval '1 second'
FROM generate_series(1, 1000) AS i;

CREATE TABLE sales.orders (
  order_id integer PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES sales.customers (customer_id),
  sales_rep_id integer REFERENCES hr.employees (employee_id),
  order_date date NOT NULL,
  status varchar(20) NOT NULL,
  total_amount numeric(12, 2) NOT NULL DEFAULT 0,
  shipped_at timestamptz,
  note text
);
COMMENT ON TABLE sales.orders IS 'One row per order; total_amount sums its lines';
INSERT INTO sales.orders (order_id, customer_id, sales_rep_id, order_date, status, shipped_at, note)
SELECT i,
  1 + (i * 37) % 1000,
  8 * (1 + (i * 13) % 25),
  date '2023-01-01' + (i * 7) % 730,
  status,
  CASE WHEN status IN ('DELIVERED', 'SHIPPED')
       THEN (date '2023-01-01' + (i * 7) % 730 + 1 + i % 3) + time '14:30' + (i % 60) * interval '1 minute' END,
  CASE WHEN i % 9 = 0 THEN 'Gift wrap' WHEN i % 13 = 0 THEN 'Leave at the front desk' END
FROM generate_series(1, 5000) AS i,
  LATERAL (SELECT (ARRAY['DELIVERED', 'DELIVERED', 'DELIVERED', 'SHIPPED', 'PROCESSING', 'CANCELLED'])[1 + (i * 11) % 6] AS status) AS s;

CREATE TABLE sales.order_items (
  order_id integer REFERENCES sales.orders (order_id) ON DELETE CASCADE,
  line_number smallint,
  product_id integer NOT NULL REFERENCES inventory.products (product_id),
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price numeric(10, 2) NOT NULL,
  PRIMARY KEY (order_id, line_number)
);
INSERT INTO sales.order_items
SELECT o, line, p.product_id, 1 + (o + line) % 5, p.unit_price
FROM generate_series(1, 5000) AS o
  CROSS JOIN LATERAL generate_series(1, 1 + o % 4) AS line
  JOIN inventory.products p ON p.product_id = 1 + (o * 17 + line * 31) % 300;

UPDATE sales.orders o SET total_amount = lines.total
FROM (SELECT order_id, sum(quantity * unit_price) AS total FROM sales.order_items GROUP BY order_id) AS lines
WHERE lines.order_id = o.order_id;

CREATE VIEW sales.order_summary AS
SELECT o.order_id, c.name AS customer, o.order_date, o.status, o.total_amount, count(i.*) AS line_count
FROM sales.orders o
  JOIN sales.customers c ON c.customer_id = o.customer_id
  LEFT JOIN sales.order_items i ON i.order_id = o.order_id
GROUP BY o.order_id, c.name;
COMMENT ON VIEW sales.order_summary IS 'Orders with their customer and number of lines';

GRANT USAGE ON SCHEMA sales, inventory TO analyst, loader;
GRANT SELECT ON ALL TABLES IN SCHEMA sales, inventory TO analyst;
GRANT SELECT, INSERT, UPDATE ON ALL TABLES IN SCHEMA sales, inventory TO loader;
GRANT USAGE ON SCHEMA hr TO hr_manager;
GRANT SELECT, UPDATE ON ALL TABLES IN SCHEMA hr TO hr_manager;
GRANT USAGE, CREATE ON SCHEMA public TO analyst;

RESET ROLE;
ANALYZE;
`;
