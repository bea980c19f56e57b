/**
 * What motor policies offer beyond the declared CRUD and CSV download: the summary (spec: GET
 * /motor-policy/summary).
 */
import type { FastifyPluginAsync } from 'fastify';
import { motorPolicyDeclaration } from '../../resources/motorPolicies/declaration';
import { keptRowCount } from '../db/rowCounts';
import { accessTo } from './routeAccess';

export interface MotorPolicySummary {
  policies: number;
  totalPremium: number;
  totalPayin: number;
  totalPayout: number;
  totalMargin: number;
}

const rupees = (paise: number | string) => Number(paise) / 100;

export const motorPolicyRoutes: FastifyPluginAsync = async (app) => {
  const { endpoint, table } = motorPolicyDeclaration;

  /** Kept up to date by triggers in each writing transaction, so it costs one row read. */
  app.get(`${endpoint}/summary`, accessTo(motorPolicyDeclaration, 'list'), async (): Promise<MotorPolicySummary> => {
    const [policies, totals] = await Promise.all([
      keptRowCount(app.db, table),
      app.db.selectFrom('motor_policy_totals').selectAll().where('id', '=', 1).executeTakeFirstOrThrow(),
    ]);
    return {
      policies: policies ?? 0,
      totalPremium: rupees(totals.total_premium),
      totalPayin: rupees(totals.payin),
      totalPayout: rupees(totals.payout),
      totalMargin: rupees(totals.margin),
    };
  });
};
