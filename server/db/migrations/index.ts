/**
 * Migrations in the order they run. A migration, once released, is never edited: a change to the
 * schema is a new file appended here.
 */
import type { Migration } from 'kysely';
import * as m0001 from './0001_accounts_roles_companies';
import * as m0002 from './0002_motor_policies';
import * as m0003 from './0003_change_versions';
import * as m0004 from './0004_people';
import * as m0005 from './0005_extractions';
import * as m0006 from './0006_policy_configurations';
import * as m0007 from './0007_dashboard_rollups';
import * as m0008 from './0008_audit_log';
import * as m0009 from './0009_revoked_tokens';
import * as m0010 from './0010_created_days';
import * as m0011 from './0011_search_statistics';
import * as m0012 from './0012_layout_learning';
import * as m0013 from './0013_password_changes';
import * as m0014 from './0014_policy_references';
import * as m0015 from './0015_rm_employees';
import * as m0016 from './0016_imports';
import * as m0017 from './0017_bulk_changes';
import * as m0018 from './0018_updated_at_indexes';
import * as m0019 from './0019_broker_name_search';
import * as m0020 from './0020_vehicle_number_index';
import * as m0021 from './0021_import_similar_rows';
import * as m0022 from './0022_policy_renewals';
import * as m0023 from './0023_renewal_reminders';
import * as m0024 from './0024_policy_claims';
import * as m0025 from './0025_people_assign_dates';

export const migrations: Record<string, Migration> = {
  '0001_accounts_roles_companies': m0001,
  '0002_motor_policies': m0002,
  '0003_change_versions': m0003,
  '0004_people': m0004,
  '0005_extractions': m0005,
  '0006_policy_configurations': m0006,
  '0007_dashboard_rollups': m0007,
  '0008_audit_log': m0008,
  '0009_revoked_tokens': m0009,
  '0010_created_days': m0010,
  '0011_search_statistics': m0011,
  '0012_layout_learning': m0012,
  '0013_password_changes': m0013,
  '0014_policy_references': m0014,
  '0015_rm_employees': m0015,
  '0016_imports': m0016,
  '0017_bulk_changes': m0017,
  '0018_updated_at_indexes': m0018,
  '0019_broker_name_search': m0019,
  '0020_vehicle_number_index': m0020,
  '0021_import_similar_rows': m0021,
  '0022_policy_renewals': m0022,
  '0023_renewal_reminders': m0023,
  '0024_policy_claims': m0024,
  '0025_people_assign_dates': m0025,
};
