-- Income statements' form data, handling and attachments (issue 28; spec 002 entity "Income
-- statement", reference §9 and §10).
--
-- The form's answers (gross income, entrepreneur with its company forms, estimate and
-- accountant, student, alimony payer) are one jsonb `data` column: the citizen side reads and
-- writes them as a whole and never filters by a part of them; as ~30 nullable columns they would
-- need a web of cross-column checks that the shared rules (contract/src/income-statement-rules.ts)
-- already state once. The server writes only what the contract's schemas parsed and parses it
-- again on reading. What is filtered, ordered or shown in lists stays in columns.

ALTER TABLE income_statement
  -- {gross, entrepreneur, student, alimonyPayer}: contract/src/income-statements.ts IncomeBody's parts
  ADD COLUMN data jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(data) = 'object'),
  ADD COLUMN other_info text NOT NULL DEFAULT '',
  -- The guardian who made it (the person themself, or a guardian of the child whose statement it is)
  ADD COLUMN created_by uuid REFERENCES person (id) ON DELETE SET NULL,
  -- The staff member who handled it, by name (no employee table on the citizen side)
  ADD COLUMN handler_name text;

UPDATE income_statement SET handler_name = 'Käsittelijä' WHERE status = 'HANDLED' AND handler_name IS NULL;
ALTER TABLE income_statement ADD CHECK ((status = 'HANDLED') = (handler_name IS NOT NULL));
-- A child's statement has no gross income or entrepreneur parts
ALTER TABLE income_statement ADD CHECK (type <> 'CHILD_INCOME' OR NOT (data ? 'gross' OR data ? 'entrepreneur'));

-- The citizen's lists: a person's statements, newest start first (ties by creation), 10 a page
DROP INDEX income_statement_person_idx;
CREATE INDEX income_statement_person_idx ON income_statement (person_id, start_date DESC, created_at DESC, id);

-- An income statement's files, typed by what they prove (INCOME_STATEMENT attachments). An upload
-- without a statement is unlinked (uploaded_by_person's) until a saved statement lists it.
ALTER TABLE attachment ADD COLUMN income_statement_id uuid REFERENCES income_statement (id) ON DELETE CASCADE;
ALTER TABLE attachment ADD COLUMN income_attachment_type text CHECK (income_attachment_type IN (
  'OTHER', 'PENSION', 'ADULT_EDUCATION_ALLOWANCE', 'SICKNESS_ALLOWANCE', 'PARENTAL_ALLOWANCE', 'HOME_CARE_ALLOWANCE',
  'FLEXIBLE_AND_PARTIAL_HOME_CARE_ALLOWANCE', 'ALIMONY', 'INTEREST_AND_INVESTMENT_INCOME', 'RENTAL_INCOME',
  'UNEMPLOYMENT_ALLOWANCE', 'LABOUR_MARKET_SUBSIDY', 'ADJUSTED_DAILY_ALLOWANCE', 'JOB_ALTERNATION_COMPENSATION',
  'REWARD_OR_BONUS', 'RELATIVE_CARE_SUPPORT', 'BASIC_INCOME', 'FOREST_INCOME', 'FAMILY_CARE_COMPENSATION',
  'REHABILITATION', 'EDUCATION_ALLOWANCE', 'GRANT', 'APPRENTICESHIP_SALARY', 'ACCIDENT_INSURANCE_COMPENSATION',
  'OTHER_INCOME', 'ALIMONY_PAYOUT', 'PAYSLIP_GROSS', 'PAYSLIP_LLC', 'STARTUP_GRANT', 'ACCOUNTANT_REPORT_PARTNERSHIP',
  'ACCOUNTANT_REPORT_LLC', 'PROFIT_AND_LOSS_STATEMENT_SELF_EMPLOYED', 'PROFIT_AND_LOSS_STATEMENT_PARTNERSHIP', 'SALARY',
  'PROOF_OF_STUDIES', 'CHILD_INCOME'
));
ALTER TABLE attachment DROP CONSTRAINT attachment_type_check;
ALTER TABLE attachment ADD CONSTRAINT attachment_type_check
  CHECK (type IN ('URGENCY', 'EXTENDED_CARE', 'MESSAGE', 'PEDAGOGICAL_DOCUMENT', 'INCOME_STATEMENT'));
ALTER TABLE attachment ADD CHECK ((type = 'INCOME_STATEMENT') = (income_attachment_type IS NOT NULL));
ALTER TABLE attachment ADD CHECK (type = 'INCOME_STATEMENT' OR income_statement_id IS NULL);
ALTER TABLE attachment ADD CHECK (type <> 'INCOME_STATEMENT' OR application_id IS NULL);
CREATE INDEX attachment_income_statement_idx ON attachment (income_statement_id) WHERE income_statement_id IS NOT NULL;
