import type { ValidatorContext } from '../../../metadata/module-definition.js';

/**
 * Who validates an absence: the employee's manager — the active user of the organisation whose identity name is the
 * manager's 'LAST_NAME First_name' as stored ('LEROY Antoine') —, else the organisation's administrators.
 */
export async function managerOrAdmins(context: ValidatorContext): Promise<number[]> {
  const employeeId = context.values.employee_id;
  if (typeof employeeId === 'number') {
    const employee = (await context.db
      .selectFrom('employee')
      .select('manager_id')
      .where('client_id', '=', context.clientId)
      .where('id', '=', employeeId)
      .executeTakeFirst()) as { manager_id: number | null } | undefined;
    const manager = employee?.manager_id
      ? ((await context.db
          .selectFrom('employee')
          .select(['last_name', 'first_name'])
          .where('client_id', '=', context.clientId)
          .where('id', '=', Number(employee.manager_id))
          .executeTakeFirst()) as { last_name: string | null; first_name: string | null } | undefined)
      : undefined;
    if (manager?.last_name && manager.first_name) {
      const users = await context.usersNamed(`${manager.last_name} ${manager.first_name}`);
      if (users.length > 0) return users;
    }
  }
  return context.admins();
}
