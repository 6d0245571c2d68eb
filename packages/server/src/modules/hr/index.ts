import type { ModuleSeed } from '../../demo/seed-context.js';
import type { ModuleDefinition } from '../../metadata/module-definition.js';
import { absenceModule } from './absence/absence-module.js';
import { absenceSeed } from './absence/absence-seed.js';
import { employeeModule } from './employee/employee-module.js';
import { employeeSeed } from './employee/employee-seed.js';
import { timesheetModule } from './timesheet/timesheet-module.js';
import { timesheetSeed } from './timesheet/timesheet-seed.js';

/** Human resources: employees, absences, timesheets. */
export const hrModules: ModuleDefinition[] = [employeeModule, absenceModule, timesheetModule];

/** Their demo data, dependencies first: absences and timesheets fall within employment, timesheets avoid absences. */
export const hrSeeds: ModuleSeed[] = [employeeSeed, absenceSeed, timesheetSeed];
