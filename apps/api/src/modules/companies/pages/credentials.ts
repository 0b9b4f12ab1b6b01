/**
 * Credentials behind a company page's badges (issue 32): the company states its Nevada contractor licence
 * (number and monetary limit) and uploads its insurance certificate; UpKeep's staff check them and record the
 * day. Only a checked credential is claimed on the page ("Licence verified", "Insured"); a change of the
 * licence or a new certificate withdraws the claim until it is checked again.
 */
import {
  type CompanyCredentials,
  type CompanyCredentialsRequest,
  INSURANCE_MAX_BYTES,
  toCents,
  type VerifyCredentialRequest,
} from '@upkeep/contract';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { AppError, conflict, notFound } from '../../../lib/errors.ts';
import { hasSignatureOf } from '../../../lib/file-signatures.ts';
import { recordStaffAction } from '../../operations/audit/audit.ts';
import * as q from './queries.ts';

const NO_LICENCE = 'This company has not stated a licence number yet.';
const NO_CERTIFICATE = 'This company has not uploaded an insurance certificate yet.';

const isoOrNull = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

export async function credentialsOf(deps: Pick<ServiceDeps, 'db'>, companyId: number): Promise<CompanyCredentials> {
  const row = await q.credentialsOf(deps.db, companyId);
  if (!row) throw notFound('Company not found');
  return {
    licenceNumber: row.licence_number,
    licenceLimit: row.licence_limit_cents === null ? null : row.licence_limit_cents / 100,
    licenceVerifiedAt: isoOrNull(row.licence_verified_at),
    insuranceUploadedAt: isoOrNull(row.insurance_uploaded_at),
    insuranceVerifiedAt: isoOrNull(row.insurance_verified_at),
  };
}

export async function stateLicence(deps: Pick<ServiceDeps, 'db'>, companyId: number, body: CompanyCredentialsRequest) {
  await q.setLicence(deps.db, companyId, body.licenceNumber, toCents(body.licenceLimit));
  return credentialsOf(deps, companyId);
}

/** What a certificate's accepted types are called to the company. */
const FILE_KIND: Readonly<Record<string, string>> = {
  'application/pdf': 'a PDF',
  'image/jpeg': 'a JPEG image',
  'image/png': 'a PNG image',
  'image/webp': 'a WebP image',
};

/**
 * The certificate's bytes must be what its type says (a renamed file, or something else sent as a PDF): staff
 * open it with that type, so a mismatch is refused, naming the Content-Type.
 */
function certificateTypeProblem(contentType: string, bytes: Buffer): AppError | null {
  if (hasSignatureOf(contentType, bytes)) return null;
  const kind = FILE_KIND[contentType] ?? contentType;
  return new AppError(
    400,
    `The file is not ${kind}, as its type ${contentType} says. Send the certificate as a PDF, JPEG, PNG or WebP file.`,
    [{ field: 'Content-Type', message: `is ${contentType}, but the file is not ${kind}` }],
  );
}

/** Keeps the file as sent: staff read it as the insurer issued it (it is never shown to the public). */
export async function uploadInsurance(
  deps: Pick<ServiceDeps, 'db'>,
  companyId: number,
  declaredType: string,
  bytes: Buffer,
) {
  // The plugin's body limit is a photo's (10 MB): a certificate's is smaller.
  if (bytes.length > INSURANCE_MAX_BYTES) throw new AppError(413, 'The certificate must be at most 5 MB.');
  const contentType = declaredType.toLowerCase();
  const problem = certificateTypeProblem(contentType, bytes);
  if (problem) throw problem;
  await q.storeInsuranceCertificate(deps.db, companyId, contentType, bytes);
  return credentialsOf(deps, companyId);
}

export const CHANGED_SINCE_CHECKED =
  'The company changed this credential since you read it: read it again and check what it says now.';

export async function verifyCredential(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  staffUserId: number,
  companyId: number,
  request: VerifyCredentialRequest,
) {
  const { credential } = request;
  const before = await credentialsOf(deps, companyId);
  if (credential === 'licence' && before.licenceNumber === null) throw conflict(NO_LICENCE);
  if (credential === 'insurance' && before.insuranceUploadedAt === null) throw conflict(NO_CERTIFICATE);
  // What the staff member saw must be what is there now.
  const seen =
    credential === 'licence'
      ? (request.licenceNumber === undefined || request.licenceNumber === before.licenceNumber) &&
        (request.licenceLimit === undefined || request.licenceLimit === before.licenceLimit)
      : request.insuranceUploadedAt === undefined ||
        Date.parse(request.insuranceUploadedAt) === Date.parse(before.insuranceUploadedAt ?? '');
  if (!seen) throw conflict(CHANGED_SINCE_CHECKED);
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    // Marked only if still what was read (a change between the read and now is refused too).
    const marked = await q.markVerified(tx, companyId, credential, at, {
      licenceNumber: before.licenceNumber,
      licenceLimitCents: before.licenceLimit === null ? null : toCents(before.licenceLimit),
      insuranceUploadedAt: before.insuranceUploadedAt,
    });
    if (!marked) throw conflict(CHANGED_SINCE_CHECKED);
    await recordStaffAction(
      tx,
      { staffUserId },
      {
        action: `company.${credential}.verify`,
        target: `company:${companyId}`,
        before:
          credential === 'licence'
            ? { licenceNumber: before.licenceNumber, licenceLimit: before.licenceLimit }
            : { insuranceUploadedAt: before.insuranceUploadedAt },
        after: { verifiedAt: at },
        at,
      },
    );
  });
  return credentialsOf(deps, companyId);
}

/** The certificate as uploaded (staff only). */
export async function insuranceFile(deps: Pick<ServiceDeps, 'db'>, companyId: number) {
  const file = await q.insuranceCertificate(deps.db, companyId);
  if (!file) throw notFound(NO_CERTIFICATE);
  return file;
}
