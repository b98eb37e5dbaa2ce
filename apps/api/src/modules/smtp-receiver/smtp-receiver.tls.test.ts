import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/databases';
import type { DatabaseHandle } from '../../platform/db/database';
import type { MailServices } from '../inboxes/mail-services';
import { rawMail } from '../inboxes/testing/mail-fixtures';
import { SmtpDialog } from './testing/smtp-dialog';
import {
  openMailServices,
  projectWithAddress,
  removeDir,
  startTestReceiver,
} from './testing/receiver-harness';

/** STARTTLS with a configured certificate (a self-signed one made by openssl here). */
describe('the SMTP receiver with a certificate (PGlite)', () => {
  let database: DatabaseHandle;
  let mail: MailServices;
  let filesDir: string;
  let certDir: string;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    ({ mail, filesDir } = await openMailServices(database));
    certDir = await mkdtemp(path.join(tmpdir(), 'papertray-smtp-tls-'));
    execFileSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=mx.papertray.test',
      '-keyout',
      path.join(certDir, 'key.pem'),
      '-out',
      path.join(certDir, 'cert.pem'),
    ]);
  });
  afterAll(async () => {
    await database?.close();
    await removeDir(filesDir);
    if (certDir) await rm(certDir, { recursive: true, force: true });
  });

  it('offers STARTTLS and takes mail over it', async () => {
    const receiver = await startTestReceiver(database, mail, {
      SMTP_TLS_CERT: path.join(certDir, 'cert.pem'),
      SMTP_TLS_KEY: path.join(certDir, 'key.pem'),
    });
    try {
      const { dialog } = await SmtpDialog.open(receiver.port);
      const ehlo = await dialog.command('EHLO sender.example');
      dialog.close();
      expect(ehlo).toContain('STARTTLS');
      expect(ehlo).not.toContain('AUTH');

      const { address } = await projectWithAddress(database);
      const transport = nodemailer.createTransport({
        host: '127.0.0.1',
        port: receiver.port,
        secure: false,
        requireTLS: true,
        tls: { rejectUnauthorized: false },
      });
      const info = await transport.sendMail({
        envelope: { from: 'sender@supplier.example', to: [address] },
        raw: rawMail({ subject: 'over TLS' }),
      });
      transport.close();
      expect(info.accepted).toEqual([address]);
    } finally {
      await receiver.close();
    }
  });
});
