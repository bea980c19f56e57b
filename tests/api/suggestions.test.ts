/**
 * Add Policy suggests the makes policies hold, and a make's models, most common first: counts kept
 * by triggers through every kind of write (server/db/keptSuggestions.ts), on both databases.
 */
import { sql } from 'kysely';
import type { ResourceDeclaration } from '../../resources/core/defineResource';
import { beforeAll, describe, expect, it } from 'vitest';
import { motorPolicyDeclaration } from '../../resources/motorPolicies/declaration';
import { keepSuggestions } from '../../server/db/keptSuggestions';
import type { ApiClient } from '../support/apiClient';
import { testDatabases } from '../support/databases';
import { samplePolicy } from '../support/policies';
import { serveSignedIn } from '../support/signedInServer';
import type { TestServer } from '../support/testServer';

describe.each(testDatabases())('make and model suggestions on $database', (target) => {
  const context = serveSignedIn(target, 'admin@suggest.in');
  let server: TestServer;
  let api: ApiClient;
  beforeAll(() => {
    ({ server, api } = context);
  });

  const suggested = async (path: string) => {
    const response = await api.get(`/motor-policy/suggestions/${path}`);
    expect(response.status, path).toBe(200);
    return response.body as string[];
  };

  it('follow creates, edits, bulk changes and deletes, most common first', async () => {
    const vehicles = [
      ['Maruti Suzuki', 'Swift VXI'],
      ['Maruti Suzuki', 'Baleno Zeta'],
      ['Maruti Suzuki', 'Swift VXI'],
      ['Hyundai', 'Creta SX'],
    ];
    const ids: string[] = [];
    for (const [index, [make, model]] of vehicles.entries()) {
      const created = await api.post('/motor-policy', samplePolicy({ policy_number: `SUGGEST-${index}`, make, model }));
      expect(created.status).toBe(201);
      ids.push(created.body._id);
    }
    expect(await suggested('make')).toEqual(['Maruti Suzuki', 'Hyundai']);
    expect(await suggested('model?make=Maruti%20Suzuki')).toEqual(['Swift VXI', 'Baleno Zeta']);
    expect(await suggested('model?make=Hyundai')).toEqual(['Creta SX']);
    // The make as typed in any case offers its models.
    expect(await suggested('model?make=MARUTI%20suzuki')).toEqual(['Swift VXI', 'Baleno Zeta']);
    expect(await suggested('model')).toEqual([]);

    // An edit of another field changes nothing; a new make moves the policy's model with it.
    await api.patch(`/motor-policy/${ids[3]}`, { customer_name: 'Anil Verma' });
    expect(await suggested('model?make=Hyundai')).toEqual(['Creta SX']);
    await api.patch(`/motor-policy/${ids[1]}`, { make: 'Hyundai' });
    expect(await suggested('model?make=Hyundai')).toEqual(['Baleno Zeta', 'Creta SX']);
    expect(await suggested('model?make=Maruti%20Suzuki')).toEqual(['Swift VXI']);

    await api.post('/motor-policy/bulk-update', { ids: [ids[0], ids[2]], data: { broker_name: 'Kavach Brokers' } });
    expect(await suggested('make')).toEqual(['Hyundai', 'Maruti Suzuki']);
    // Broker names too, for the Policy List's filter and Add Policy.
    expect(await suggested('broker_name')).toContain('Kavach Brokers');
    await api.post('/motor-policy/bulk-delete', { ids: [ids[0], ids[2]] });
    await api.delete(`/motor-policy/${ids[3]}`);
    expect(await suggested('make')).toEqual(['Hyundai']);
    expect(await suggested('model?make=Maruti%20Suzuki')).toEqual([]);
  });

  it('are counted afresh from the policies when the declaration changed', async () => {
    const db = server.app.db;
    const table = sql.table(`${motorPolicyDeclaration.table}_suggestions`);
    await sql`update ${table} set records = 99`.execute(db);
    await sql`update kept_suggestions set definition = 'an older declaration'`.execute(db);
    await keepSuggestions(db, [motorPolicyDeclaration]);
    expect(await suggested('make')).toEqual(['Hyundai']);
    const counts = await sql<{ records: string }>`select records from ${table} where field = 'make' and value = 'Hyundai'`.execute(db);
    expect(Number(counts.rows[0].records)).toBe(1);
  });

  it('go with their triggers when no field of the resource is suggested any more', async () => {
    const db = server.app.db;
    const unsuggested = Object.fromEntries(Object.entries(motorPolicyDeclaration.fields).map(([name, field]) => [name, { ...field, suggested: undefined }]));
    const plain: ResourceDeclaration = { ...motorPolicyDeclaration, fields: unsuggested };
    await keepSuggestions(db, [plain]);
    expect((await db.introspection.getTables()).map((table) => table.name)).not.toContain('motor_policies_suggestions');
    expect((await api.post('/motor-policy', samplePolicy({ policy_number: 'SUGGEST-AFTER' }))).status).toBe(201);
    await keepSuggestions(db, [motorPolicyDeclaration]);
    expect(await suggested('make')).toContain('Honda');
  });

  it('answer only the fields declared suggested', async () => {
    expect((await api.get('/motor-policy/suggestions/customer_name')).status).toBe(404);
    expect((await api.get(`/motor-policy/suggestions/model?make=${'x'.repeat(300)}`)).status).toBe(400);
  });
});
