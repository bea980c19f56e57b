/**
 * An in-memory stand-in for the company API, for fast component tests. It validates with the same
 * declaration as the server and answers in the same shapes; tests/contract keeps it honest by
 * running one suite against it and against the real server.
 */
import { http, HttpResponse } from 'msw';
import { companyDeclaration } from '../../resources/companies/declaration';
import { codesOf } from '../../resources/core/fieldMessageTemplates';
import { formatFieldMessages } from '../../resources/core/fieldMessages';
import { hasErrors, validateRecord } from '../../resources/core/validation';

type Company = Record<string, unknown> & { _id: string; createdAt: string };

/** Handlers answer any origin (`*`), as the panel calls the API on its own origin. */
export function createCompanyApi(baseUrl = '*') {
  let companies: Company[] = [];
  let sequence = 0;
  const writable = Object.keys(companyDeclaration.fields).filter((name) => name !== 'logo');
  const invalid = (errors: Record<string, string>) =>
    HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: formatFieldMessages(errors), codes: codesOf(errors) }, { status: 400 });
  const notFound = () => HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'Company not found' }, { status: 404 });

  const handlers = [
    http.get(`${baseUrl}/api/company`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const search = query.get('search')?.toLowerCase();
      const found = companies
        .filter((c) => !search || [c.name, c.email].some((v) => String(v).toLowerCase().includes(search)))
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
      const limit = Number(query.get('limit') ?? 0);
      if (!limit) return HttpResponse.json(found);
      const page = Number(query.get('page') ?? 1);
      return HttpResponse.json({
        data: found.slice((page - 1) * limit, page * limit),
        meta: { total: found.length, totalPages: Math.ceil(found.length / limit), page, limit },
      });
    }),
    http.get(`${baseUrl}/api/company/:id`, ({ params }) => {
      const company = companies.find((c) => c._id === params.id);
      return company ? HttpResponse.json(company) : notFound();
    }),
    http.post(`${baseUrl}/api/company`, async ({ request }) => {
      const { values, errors } = validateRecord(companyDeclaration, (await request.json()) as Record<string, unknown>, writable);
      if (hasErrors(errors)) return invalid(errors);
      const now = new Date(Date.UTC(2026, 0, 1, 0, 0, ++sequence)).toISOString();
      const company = { ...values, logo: null, _id: `c${sequence}`, createdAt: now, updatedAt: now };
      companies.push(company);
      return HttpResponse.json(company, { status: 201 });
    }),
    http.delete(`${baseUrl}/api/company/:id`, ({ params }) => {
      const company = companies.find((c) => c._id === params.id);
      if (!company) return notFound();
      companies = companies.filter((c) => c !== company);
      return HttpResponse.json(company);
    }),
  ];

  return {
    handlers,
    reset() {
      companies = [];
    },
    /** Puts companies in the store as if created earlier (newest last). */
    seed(names: string[]) {
      for (const name of names) {
        const now = new Date(Date.UTC(2026, 0, 1, 0, 0, ++sequence)).toISOString();
        const slug = name.split(' ')[0].toLowerCase();
        companies.push({
          _id: `c${sequence}`, name, address: '1 Road', city: 'Pune', pincode: '411001', state: 'MH', zone: null,
          mobile: '9876543210', email: `${slug}@example.in`, partnerType: 'Broker', logo: null, createdAt: now, updatedAt: now,
        });
      }
    },
  };
}
