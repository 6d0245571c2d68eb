import type { ModuleSeed } from '../../demo/seed-context.js';
import type { ModuleDefinition } from '../../metadata/module-definition.js';
import { absenceModule } from './absence/absence-module.js';
import { absenceSeed } from './absence/absence-seed.js';
import { closingDayModule } from './closing-day/closing-day-module.js';
import { closingDaySeed } from './closing-day/closing-day-seed.js';
import { employeeModule } from './employee/employee-module.js';
import { employeeSeed, staffEmployeeSeed } from './employee/employee-seed.js';
import { timesheetModule } from './timesheet/timesheet-module.js';
import { timesheetSeed } from './timesheet/timesheet-seed.js';

/** Human resources: employees, absences, timesheets, the organisation's closing days. */
export const hrModules: ModuleDefinition[] = [employeeModule, absenceModule, timesheetModule, closingDayModule];

/**
 * Their demo data, dependencies first: absences and timesheets fall within employment, timesheets avoid absences; the
 * staff accounts' own employees last, so that adding them changed none of the others.
 */
export const hrSeeds: ModuleSeed[] = [employeeSeed, absenceSeed, timesheetSeed, closingDaySeed, staffEmployeeSeed];
