/**
 * A motor policy names its insurer (a company) and the partner or agent who brought it, and an
 * agent its RM (an employee): each must exist, one policy is brought by one of them, the list
 * filters by them, and a record others name is not deleted from under them. The spec's own text
 * fields (broker name, RM) stay as they were.
 */
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/apiClient';
import { testDatabases } from '../support/databases';
import { samplePolicy } from '../support/policies';
import { serveSignedIn } from '../support/signedInServer';

const insurer = { name: 'Sahyadri General Insurance', address: '4 FC Road', city: 'Pune', pincode: '411004', state: 'Maharashtra', mobile: '9876501234', email: 'ops@sahyadri.in', partnerType: 'Corporate' };
const partner = { name: 'Shree Ganesh Insurance Point', phone: '9876543210', partnerType: 'Type 1', active: true };
const agent = { name: 'Ravi Kumar', phone: '9820012345', partnerType: 'Individual', active: true, rm: 'Anita Desai', assignDate: '2026-05-10' };

describe.each(testDatabases())('the references of a motor policy on $database', (target) => {
  const context = serveSignedIn(target, 'admin@references.in');
  let api: ApiClient;
  beforeAll(() => {
    ({ api } = context);
  });

  it('are checked, filtered on and kept from deletion, beside the spec\'s broker fields', async () => {
    const company = (await api.post('/company', insurer)).body;
    const brokerPartner = (await api.post('/partner', partner)).body;
    const salesAgent = (await api.post('/agent', agent)).body;
    expect([company._id, brokerPartner._id, salesAgent._id].every(Boolean)).toBe(true);

    const unknown = await api.post('/motor-policy', samplePolicy({ policy_number: 'REF-0', insurer: 'no-such-company', agent: 'no-such-agent' }));
    expect([unknown.status, unknown.body.message]).toEqual([400, ['"insurer" Insurer must be an existing company', '"agent" Agent must be an existing agent']]);
    const both = await api.post('/motor-policy', samplePolicy({ policy_number: 'REF-0', partner: brokerPartner._id, agent: salesAgent._id }));
    expect([both.status, both.body.message]).toEqual([400, ['"agent" A policy is brought by a partner or an agent, not both']]);

    const byPartner = await api.post('/motor-policy', samplePolicy({ policy_number: 'REF-1', insurer: company._id, partner: brokerPartner._id, broker_name: 'Prabal Insurance Brokers' }));
    expect(byPartner.status).toBe(201);
    expect(byPartner.body).toMatchObject({ insurer: company._id, partner: brokerPartner._id, agent: null, broker_name: 'Prabal Insurance Brokers' });
    const byAgent = await api.post('/motor-policy', samplePolicy({ policy_number: 'REF-2', insurer: company._id, agent: salesAgent._id }));
    expect(byAgent.status).toBe(201);
    await api.post('/motor-policy', samplePolicy({ policy_number: 'REF-3' }));

    const ofInsurer = await api.get(`/motor-policy?page=1&limit=10&insurer=${company._id}`);
    expect(ofInsurer.body.data.map((policy: { policy_number: string }) => policy.policy_number).sort()).toEqual(['REF-1', 'REF-2']);
    const ofAgent = await api.get(`/motor-policy?page=1&limit=10&agent=${salesAgent._id}`);
    expect(ofAgent.body.data.map((policy: { policy_number: string }) => policy.policy_number)).toEqual(['REF-2']);

    const keptCompany = await api.delete(`/company/${company._id}`);
    expect([keptCompany.status, keptCompany.body.message]).toEqual([409, 'This company is the insurer of 2 policies: change or delete them first.']);
    expect(keptCompany.body).toMatchObject({ code: 'stillNamed', params: { field: 'Insurer', count: 2 } });
    const keptAgent = await api.delete(`/agent/${salesAgent._id}`);
    expect([keptAgent.status, keptAgent.body.message]).toEqual([409, 'This agent is the agent of 1 policy: change or delete it first.']);

    // An agent's RM is an employee, beside the spec's RM name.
    const employee = (await api.post('/employee', { name: 'Meera Iyer', employeeId: 'EMP-101', phone: '9123456780', email: 'meera@brokerage.in', roleDepartment: 'Sales Executive', branch: 'Pune Camp', salesZone: 'West' })).body;
    const unknownRm = await api.patch(`/agent/${salesAgent._id}`, { rmEmployee: 'no-such-employee' });
    expect([unknownRm.status, unknownRm.body.message]).toEqual([400, ['"rmEmployee" RM Employee must be an existing employee']]);
    const managed = await api.patch(`/agent/${salesAgent._id}`, { rmEmployee: employee._id, rm: 'Meera Iyer' });
    expect([managed.status, managed.body.rmEmployee, managed.body.rm]).toEqual([200, employee._id, 'Meera Iyer']);
    const keptEmployee = await api.delete(`/employee/${employee._id}`);
    expect([keptEmployee.status, keptEmployee.body.message]).toEqual([409, 'This employee is the RM employee of 1 agent: change or delete it first.']);

    // Moved from the agent to the partner in one edit; then the agent can go.
    const moved = await api.patch(`/motor-policy/${byAgent.body._id}`, { agent: null, partner: brokerPartner._id });
    expect([moved.status, moved.body.partner, moved.body.agent]).toEqual([200, brokerPartner._id, null]);
    expect((await api.delete(`/agent/${salesAgent._id}`)).status).toBe(200);
  });

  it('name the referenced records in the CSV export, and follow a rename', async () => {
    const company = (await api.post('/company', { ...insurer, name: 'Konkan General Insurance', email: 'ops@konkan.in' })).body;
    const brokerPartner = (await api.post('/partner', { ...partner, name: 'Sai Motors Insurance Desk', phone: '9876543299' })).body;
    expect(brokerPartner._id).toEqual(expect.any(String));
    await api.post('/motor-policy', samplePolicy({ policy_number: 'CSVREF-1', insurer: company._id, partner: brokerPartner._id }));
    const exported = async () => {
      const csv: string = (await api.get('/motor-policy/download-csv?search=CSVREF-1')).body;
      return Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
    };
    expect(await exported()).toMatchObject([
      { insurer: company._id, insurer_name: 'Konkan General Insurance', partner: brokerPartner._id, partner_name: 'Sai Motors Insurance Desk', agent: '', agent_name: '' },
    ]);

    await api.patch(`/company/${company._id}`, { name: 'Konkan "General", Insurance' });
    await api.patch(`/partner/${brokerPartner._id}`, { city: 'Pune' });
    expect(await exported()).toMatchObject([{ insurer_name: 'Konkan "General", Insurance', partner_name: 'Sai Motors Insurance Desk' }]);
  });
});
