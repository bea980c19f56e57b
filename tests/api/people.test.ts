import { beforeAll, describe, expect, it } from 'vitest';
import { verhoeffCheckDigit } from '../../resources/core/indianIds';
import { encryptPlainPersonalData } from '../../server/security/encryptPlainPersonalData';
import { ApiClient } from '../support/apiClient';
import { testDatabases } from '../support/databases';
import { serveSignedIn } from '../support/signedInServer';
import type { TestServer } from '../support/testServer';

const aadhaarNumber = (first11: string) => first11 + verhoeffCheckDigit(first11);
const AADHAAR = aadhaarNumber('49871234567');
const wrongCheckDigit = `${AADHAAR.slice(0, 11)}${(Number(AADHAAR[11]) + 1) % 10}`;

const partner = {
  name: 'Shree Ganesh Insurance Point',
  code: 'P-001',
  phone: '9876543210',
  email: 'ganesh@partners.in',
  district: 'Pune',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  partnerType: 'Type 1',
  active: true,
  rm: 'Anita Desai',
  assignDate: '2026-04-01',
  accountNumber: '001234567890',
  ifsc: 'HDFC0001234',
  bankName: 'HDFC Bank',
  aadhar: AADHAAR,
  pan: 'ABCPE1234F',
};

/** The agent as the Create User form sends it: the other spelling of the KYC fields. */
const agentFromCreateUser = {
  name: 'Ravi Kumar',
  code: 'AG-17',
  phone: '+91 98200 12345',
  email: 'ravi@agents.in',
  city: 'Mumbai',
  pincode: '400001',
  partnerType: 'Individual',
  active: true,
  rm: 'Anita Desai',
  assignDate: '2026-05-10',
  accountNumber: '50100012345678',
  ifscCode: 'icic0000104',
  bankName: 'ICICI Bank',
  aadhaarNumber: AADHAAR,
  panNumber: 'abcpk5678l',
};

const employee = {
  name: 'Meera Iyer',
  employeeId: 'EMP-101',
  phone: '9123456780',
  email: 'meera@brokerage.in',
  roleDepartment: 'Sales Executive',
  branch: 'Pune Camp',
  salesZone: 'West',
};

describe.each(testDatabases())('partners, agents and employees on $database', (target) => {
  const context = serveSignedIn(target, 'admin@people.in');
  let server: TestServer;
  let admin: ApiClient;
  beforeAll(() => {
    ({ server, api: admin } = context);
  });

  it('creates, lists, shows, updates and deletes a partner, with personal numbers masked', async () => {
    const created = await admin.post('/partner', partner);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ...partner,
      aadhar: `XXXX-XXXX-${AADHAAR.slice(-4)}`,
      accountNumber: 'XXXX-XXXX-7890',
      pan: 'XXXX-XXXX-234F',
    });
    const id = created.body._id;

    const all = await admin.get('/partner');
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body[0]).toMatchObject({ _id: id, aadhar: `XXXX-XXXX-${AADHAAR.slice(-4)}` });

    const page = await admin.get('/partner?page=1&limit=5&search=ganesh');
    expect(page.body.meta).toMatchObject({ total: 1, totalPages: 1 });
    expect(JSON.stringify(page.body)).not.toContain(AADHAAR);
    expect(JSON.stringify(page.body)).not.toContain('001234567890');
    expect((await admin.get(`/partner/${id}`)).body.accountNumber).toBe('XXXX-XXXX-7890');

    // The edit dialog sends the masks back unchanged: the stored numbers stay.
    const edited = await admin.patch(`/partner/${id}`, { ...created.body, name: 'Shree Ganesh Insurance', active: false });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Shree Ganesh Insurance', active: false, aadhar: `XXXX-XXXX-${AADHAAR.slice(-4)}` });
    expect((await admin.post(`/partner/${id}/reveal`, { field: 'aadhar' })).body.value).toBe(AADHAAR);
    expect((await admin.post(`/partner/${id}/reveal`, { field: 'accountNumber' })).body.value).toBe('001234567890');

    const removed = await admin.delete(`/partner/${id}`);
    expect(removed.status).toBe(200);
    expect((await admin.get(`/partner/${id}`)).status).toBe(404);
  });

  it('stores Aadhaar, PAN and account numbers encrypted', async () => {
    const created = await admin.post('/partner', { ...partner, email: 'stored@partners.in', phone: '9876500001', pan: 'ABCPF1234F' });
    const row = await server.app.db.selectFrom('partners').select(['aadhar', 'accountNumber', 'pan']).where('id', '=', created.body._id).executeTakeFirstOrThrow();
    expect(row.aadhar).toMatch(/^v1\.\d{4}\./);
    expect(row.aadhar).not.toContain(AADHAAR);
    expect(row.accountNumber).not.toContain('001234567890');
    expect(row.pan).toMatch(/^v1\.234F\./);
  });

  it('encrypts a PAN saved in the clear before PAN was personal data, when the server starts', async () => {
    const created = await admin.post('/partner', { ...partner, email: 'older@partners.in', phone: '9876500003', pan: 'ABCPG1234F' });
    // As a database from before: the PAN in the clear.
    await server.app.db.updateTable('partners').set({ pan: 'ABCPE1234F' }).where('id', '=', created.body._id).execute();
    expect(await encryptPlainPersonalData(server.app.db, server.app.personalData)).toBe(1);
    expect(await encryptPlainPersonalData(server.app.db, server.app.personalData)).toBe(0);
    expect((await admin.get(`/partner/${created.body._id}`)).body.pan).toBe('XXXX-XXXX-234F');
    expect((await admin.post(`/partner/${created.body._id}/reveal`, { field: 'pan' })).body.value).toBe('ABCPE1234F');
    const csv = await admin.get('/partner/download-csv?search=older');
    expect(csv.body).toContain('XXXX-XXXX-234F');
    expect(csv.body).not.toContain('ABCPE1234F');

    // An audit entry of that time holds the PAN in the clear: the trail shows it masked.
    await server.app.db
      .insertInto('audit_log')
      .values({ id: 'old-entry', createdAt: new Date().toISOString(), accountId: null, accountEmail: null, resource: 'partners', recordId: created.body._id, action: 'update', changes: JSON.stringify({ pan: ['ABCPE1234F', 'ABCPE5678G'] }) })
      .execute();
    const trail = await admin.get(`/audit-log?resource=partners&recordId=${created.body._id}`);
    expect(trail.body.data.find((entry: { _id: string }) => entry._id === 'old-entry').changes).toEqual({ pan: ['XXXX-XXXX-234F', 'XXXX-XXXX-678G'] });
  });

  it('accepts both spellings of the agent KYC fields into the same columns', async () => {
    const created = await admin.post('/agent', agentFromCreateUser);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      phone: '9820012345',
      ifsc: 'ICIC0000104',
      pan: 'XXXX-XXXX-678L',
      aadhar: `XXXX-XXXX-${AADHAAR.slice(-4)}`,
    });
    expect(created.body).not.toHaveProperty('ifscCode');

    const edited = await admin.patch(`/agent/${created.body._id}`, { ifsc: 'SBIN0001234', panNumber: 'AAACB1234C' });
    expect(edited.body).toMatchObject({ ifsc: 'SBIN0001234', pan: 'XXXX-XXXX-234C', name: 'Ravi Kumar' });
    expect((await admin.post(`/agent/${created.body._id}/reveal`, { field: 'pan' })).body.value).toBe('AAACB1234C');
    expect((await admin.post(`/agent/${created.body._id}/reveal`, { field: 'aadhar' })).body.value).toBe(AADHAAR);
  });

  it('answers each invalid field with its name in quotes', async () => {
    const refused = await admin.post('/agent', {
      ...agentFromCreateUser,
      email: 'bad-ids@agents.in',
      phone: '5123456789',
      pincode: '012345',
      ifscCode: 'HDFC1001234',
      aadhaarNumber: wrongCheckDigit,
      panNumber: 'ABCXE1234F',
      rm: '',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toEqual(
      expect.arrayContaining([
        '"phone" Phone must be a 10-digit mobile number starting with 6, 7, 8 or 9',
        '"pincode" Pincode must be 6 digits, not starting with 0',
        '"rm" RM is required',
        '"ifsc" IFSC must be a valid IFSC like SBIN0001234',
        '"aadhar" Aadhar is not a valid Aadhaar number (its check digit is wrong)',
        '"pan" PAN must be a valid PAN like ABCPE1234F',
      ]),
    );
    const badEmail = await admin.post('/employee', { ...employee, email: 'meera@', roleDepartment: 'Intern' });
    expect(badEmail.body.message).toEqual(
      expect.arrayContaining([
        '"email" Email must be a valid email address',
        '"roleDepartment" Role/Department must be one of Sales Executive, Manager, Admin',
      ]),
    );
    const aadhaarStartingOne = await admin.post('/partner', { ...partner, email: 'one@p.in', phone: '9000000001', aadhar: aadhaarNumber('19871234567') });
    expect(aadhaarStartingOne.body.message).toEqual(['"aadhar" Aadhar must be a 12-digit number not starting with 0 or 1']);
    expect((await admin.post('/partner', { name: 'x' })).body.message).toEqual(
      expect.arrayContaining(['"phone" Phone is required', '"partnerType" Partner Type is required']),
    );
  });

  it('refuses a second person of the same kind with the same e-mail or phone', async () => {
    const first = await admin.post('/employee', employee);
    expect(first.status).toBe(201);
    const sameEmail = await admin.post('/employee', { ...employee, email: 'MEERA@brokerage.in', phone: '9123400000' });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.message).toEqual(['"email" Email is already used by another employee']);
    const samePhone = await admin.post('/employee', { ...employee, email: 'other@brokerage.in', phone: '09123456780' });
    expect(samePhone.body.message).toEqual(['"phone" Phone is already used by another employee']);
    // Another kind may share them: an employee can also be an agent.
    const asAgent = await admin.post('/agent', { ...agentFromCreateUser, email: employee.email, phone: employee.phone });
    expect(asAgent.status).toBe(201);
    // Saving a record with its own e-mail is no duplicate.
    expect((await admin.patch(`/employee/${first.body._id}`, { ...first.body, branch: 'Kothrud' })).status).toBe(200);
  });

  it('keeps employee isDeleted as the inverse of Active, and lists employees paged, sorted and searched', async () => {
    const created = await admin.post('/employee', { ...employee, name: 'Arjun Nair', email: 'arjun@brokerage.in', phone: '9988776655', roleDepartment: 'Manager' });
    expect(created.body.isDeleted).toBe(false);
    const deactivated = await admin.patch(`/employee/${created.body._id}`, { isDeleted: true });
    expect(deactivated.body.isDeleted).toBe(true);

    const inactive = await admin.get('/employee?page=1&limit=10&isDeleted=true');
    expect(inactive.body.data.map((row: { name: string }) => row.name)).toEqual(['Arjun Nair']);
    const byName = await admin.get('/employee?page=1&limit=10&sort=name&order=asc');
    const names = byName.body.data.map((row: { name: string }) => row.name);
    expect(names).toEqual([...names].sort());
    expect((await admin.get('/employee?page=1&limit=10&search=arjun')).body.meta.total).toBe(1);
    expect(Array.isArray((await admin.get('/employee')).body)).toBe(true);
  });

  it('masks personal numbers in the CSV export', async () => {
    const csv = await admin.get('/agent/download-csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.body).toContain(`XXXX-XXXX-${AADHAAR.slice(-4)}`);
    expect(csv.body).toContain('XXXX-XXXX-5678');
    expect(csv.body).not.toContain(AADHAAR);
    expect(csv.body).not.toContain('50100012345678');
    expect(csv.body).toMatch(/,true,/);
  });

  it('lets only administrators reveal a number, and records who did', async () => {
    const created = await admin.post('/partner', { ...partner, email: 'reveal@partners.in', phone: '9876500002', pan: 'ABCPH1234F' });
    const staff = new ApiClient(server.url);
    await staff.signUp('staff@people.in');
    const accounts = await admin.get('/users?page=1&limit=10&search=staff@people');
    await admin.patch(`/users/${accounts.body.data[0]._id}`, { role: 'staff' });

    expect((await staff.get(`/partner/${created.body._id}`)).body.pan).toBe('XXXX-XXXX-234F');
    expect((await staff.post(`/partner/${created.body._id}/reveal`, { field: 'aadhar' })).status).toBe(403);
    expect((await staff.post(`/partner/${created.body._id}/reveal`, { field: 'pan' })).status).toBe(403);
    expect((await admin.post(`/partner/${created.body._id}/reveal`, { field: 'name' })).status).toBe(400);
    expect((await admin.post(`/partner/${created.body._id}/reveal`, { field: 'aadhar' })).body).toEqual({ field: 'aadhar', value: AADHAAR });

    const log = await admin.get(`/partner/${created.body._id}/reveals`);
    expect(log.body).toEqual([{ accountEmail: 'admin@people.in', field: 'aadhar', revealedAt: expect.stringMatching(/^\d{4}-/) }]);
    expect((await staff.get(`/partner/${created.body._id}/reveals`)).status).toBe(403);
  });
});
