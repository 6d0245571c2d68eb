import type { apiAs } from './api.js';

type Api = Awaited<ReturnType<typeof apiAs>>;

/** A fresh employee (a permanent contract) and their timesheet of `month` (yyyy-MM), created through the API. */
export async function newTimesheet(api: Api, lastName: string, firstName: string, month: string): Promise<{ identifier: number }> {
  const employee = await api.post<{ identifier: number }>('/proxy/form/employee', {
    identifier: null,
    values: { last_name: lastName, first_name: firstName, contract: 'cdi', hire_date: '2020-09-01' },
  });
  return api.post('/proxy/form/timesheet', { identifier: null, values: { employee_id: employee.identifier, month } });
}
