import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { PRODUCT_NAME } from '../../src/brand';

export const TOTP_CODE = /^\d{6}$/;

export interface TotpEnrolment {
  secret: string;
  otpauthUrl: string;
  /** PNG data URL of the otpauth URI, for authenticator apps to scan. */
  qrCode: string;
}

export async function createEnrolment(accountEmail: string): Promise<TotpEnrolment> {
  const secret = generateSecret();
  const otpauthUrl = generateURI({ issuer: PRODUCT_NAME, label: accountEmail, secret });
  const qrCode = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 });
  return { secret, otpauthUrl, qrCode };
}

/**
 * Checks a 6-digit code, allowing one 30-second step of clock drift, and refuses a code whose time
 * step was already used (replay). Returns the matched time step to remember, or null.
 */
export async function verifyCode(secret: string, code: string, lastTimeStep: number | null): Promise<number | null> {
  if (!TOTP_CODE.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(lastTimeStep != null ? { afterTimeStep: Number(lastTimeStep) } : {}),
  });
  return result.valid && 'timeStep' in result ? Number(result.timeStep) : null;
}
