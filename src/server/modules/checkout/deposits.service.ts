import type { SessionUser } from '@shared/contracts/accounts';
import { bookingMessages } from '@shared/contracts/booking';
import { depositMessages, type AppointmentDeposit, type DepositCheckoutResponse, type DepositState } from '@shared/contracts/deposits';
import { formatMoney } from '@shared/i18n/format';
import { defaultLocale, type Locale } from '@shared/i18n/locales';
import { depositAmounts, type DepositAmounts, type DepositKind } from '@shared/money/deposits';
import { paths } from '@shared/routes/paths';
import { isInsideCancelWindow } from '@shared/scheduling/booking-windows';
import { instantToZoned } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';
import type { FastifyBaseLogger } from 'fastify';
import * as z from 'zod';
import type { Database, Executor, Transaction } from '../../db/database';
import { simpleHtml } from '../../lib/html';
import { AppError, notFound } from '../../lib/app-error';
import { localeOrDefault, translatorFor } from '../../lib/i18n';
import { accountById } from '../accounts/accounts.service';
import { recordEvent } from '../analytics/analytics.service';
import { queueAppointmentNotices, whenIn, WAITLIST_OFFERS_JOB } from '../appointment-notices/appointment-notices.service';
import {
  appointmentSubject,
  closeAwaitingAppointment,
  findAppointmentById,
  findAppointmentOf,
  type AppointmentRow,
} from '../appointment-book/appointments.service';
import { recordChange, type AuditActor } from '../audit/audit.service';
import { describe as describeForAudit } from '../appointment-book/appointment-book.service';
import { enqueueJob, type JobHandler } from '../jobs/jobs.service';
import { enqueueMail } from '../mail/mail.service';
import { providerNamesOf } from '../providers/providers.service';
import { bookingSettings } from '../shop/shop.service';
import { expireSession, openOrderSession } from './checkout.service';
import { insertOrderEvent } from './console-orders.repo';
import { findDeposits, findDepositsByOrder, insertDeposit, lockDeposit, lockDepositOfOrder, updateDeposit, type DepositRow } from './deposits.repo';
import type { PaymentResult } from './fulfilment.service';
import { closePendingOrder, insertOrder, lockOrder, markOrderPaid, type OrderRow, type PaymentEventRecord } from './orders.repo';
import type { PaymentContext } from './payment-context';
import type { PaymentProvider } from './payment-provider';
import { findRefundByKey, insertRefund } from './refunds.repo';
import { taxLineName } from './tax-line';

/**
 * A visit's deposit (issue 29, ADR 0045). A service that asks one books its visit as
 * Awaiting deposit: the visit holds its time (the no-overlap constraint counts it) until
 * the deposit is paid through the shop's own checkout (an order of kind 'deposit', so the
 * provider, the idempotent webhook, refunds, HST and the owner's figures work once), or
 * until the hold runs out and the release job frees the time. The cancellation window of
 * the booking rules is the deposit's policy: cancelled before it, the deposit comes back;
 * after it, or a no-show, the shop keeps it. Money goes back through one job.
 *
 * Locks are always taken deposit first, then its order, then the visit.
 */

/** Runs when a visit's hold runs out: an unpaid one is released. */
export const DEPOSIT_RELEASE_JOB = 'release-deposit-hold';
/** Gives a deposit's money back through the provider that took it. */
export const DEPOSIT_REFUND_JOB = 'refund-deposit';

const appointmentPayloadSchema = z.object({ appointmentId: z.uuid() });

/** The deposit a service asks for a visit costing `priceCents`, with HST, as any service line; undefined when none. */
export function depositFor(service: { depositKind: DepositKind; depositValue: number }, priceCents: number): DepositAmounts | undefined {
  return depositAmounts({ kind: service.depositKind, value: service.depositValue }, priceCents, siteConfig.tax.rateBasisPoints);
}

/**
 * Holds a just-booked visit for its deposit, in the booking's transaction: the deposit as
 * worked out now, and the job that releases the visit when the hold runs out unpaid.
 */
export async function holdForDeposit(tx: Transaction, appointmentId: string, amounts: DepositAmounts, now: Date): Promise<DepositRow> {
  const { depositHoldMinutes } = await bookingSettings(tx);
  const holdUntil = new Date(now.getTime() + depositHoldMinutes * 60_000);
  const deposit = await insertDeposit(tx, { appointmentId, ...amounts, taxRateBasisPoints: siteConfig.tax.rateBasisPoints, holdUntil });
  await enqueueJob(tx, { kind: DEPOSIT_RELEASE_JOB, payload: { appointmentId }, runAt: holdUntil, uniqueKey: `${DEPOSIT_RELEASE_JOB}:${appointmentId}` });
  return deposit;
}

/** The deposits of these visits as their customer and the owner see them, by appointment id. */
export async function depositViews(db: Executor, rows: ReadonlyArray<Pick<AppointmentRow, 'id' | 'startsAt'>>, now: Date): Promise<Map<string, AppointmentDeposit>> {
  const deposits = await findDeposits(db, rows.map((row) => row.id));
  if (deposits.length === 0) return new Map();
  const { cancelWindowMinutes } = await bookingSettings(db);
  const startsAt = new Map(rows.map((row) => [row.id, row.startsAt]));
  return new Map(
    deposits.map((deposit) => [
      deposit.appointmentId,
      {
        state: deposit.state,
        subtotalCents: deposit.subtotalCents,
        taxCents: deposit.taxCents,
        totalCents: deposit.totalCents,
        holdUntil: deposit.holdUntil.toISOString(),
        cancelWindowMinutes,
        refundableOnCancel: deposit.state === 'paid' && !isInsideCancelWindow(startsAt.get(deposit.appointmentId)!, now, cancelWindowMinutes),
      },
    ]),
  );
}

/** True when the visit's deposit is paid: its customer may cancel it even inside the window, and the shop keeps the deposit. */
export async function hasPaidDeposit(db: Executor, appointmentId: string): Promise<boolean> {
  const [deposit] = await findDeposits(db, [appointmentId]);
  return deposit?.state === 'paid';
}

// ---- Paying ----

/**
 * POST /api/appointments/:id/deposit-checkout: where the customer pays their visit's
 * deposit. One order per visit and provider: asked again (a double click, a second tab,
 * coming back from the payment page) it answers the same order's session. Refused once
 * the visit no longer awaits its deposit, or its hold has run out.
 */
export async function openDepositCheckout(
  context: PaymentContext,
  provider: PaymentProvider,
  customer: SessionUser,
  appointmentId: string,
  now: Date,
): Promise<DepositCheckoutResponse> {
  const appointment = await findAppointmentOf(context.db, customer.id, appointmentId);
  if (!appointment) throw notFound(bookingMessages.appointmentNotFound);
  const { order, replaced } = await context.db.transaction(async (tx) => {
    const deposit = await lockDeposit(tx, appointmentId);
    if (!deposit) throw new AppError(409, 'NO_DEPOSIT', depositMessages.noDeposit);
    if (deposit.state !== 'awaiting') throw new AppError(409, 'DEPOSIT_NOT_AWAITING', depositMessages.notAwaiting);
    if (deposit.holdUntil.getTime() <= now.getTime()) throw new AppError(409, 'DEPOSIT_HOLD_EXPIRED', depositMessages.holdExpired);
    const current = deposit.orderId ? await lockOrder(tx, deposit.orderId) : undefined;
    if (current?.status === 'pending' && current.paymentProvider === provider.name) return { order: current, replaced: undefined };
    // Another provider's order (the shop switched to Stripe meanwhile) is closed; its session expired below.
    if (current?.status === 'pending') await closePendingOrder(tx, current.id, 'cancelled');
    const { order: created } = await insertOrder(tx, {
      kind: 'deposit',
      userId: customer.id,
      subtotalCents: deposit.subtotalCents,
      taxCents: deposit.taxCents,
      totalCents: deposit.totalCents,
      taxRateBasisPoints: deposit.taxRateBasisPoints,
      currency: siteConfig.currency,
      paymentProvider: provider.name,
      lines: [],
    });
    await updateDeposit(tx, appointmentId, { orderId: created.id });
    return { order: created, replaced: current?.status === 'pending' ? current : undefined };
  });
  if (replaced?.paymentSessionId) await expireSession(context, provider, replaced.paymentSessionId, replaced.id);

  const locale = localeOrDefault(customer.locale);
  const backUrl = `${context.baseUrl}${paths.checkAppointment.getHref()}`;
  // Paid or released meanwhile: not awaiting any more.
  return openOrderSession(
    context,
    provider,
    order,
    {
      customerEmail: customer.email,
      lines: [{ name: depositLineName(locale, appointment.serviceName), unitPriceCents: order.subtotalCents, quantity: 1 }],
      tax: { label: taxLineName(locale, order.taxRateBasisPoints), cents: order.taxCents },
      successUrl: backUrl,
      cancelUrl: backUrl,
    },
    () => new AppError(409, 'DEPOSIT_NOT_AWAITING', depositMessages.notAwaiting),
  );
}

/** "Deposit — Full Grooming": the deposit's one line, on the payment page and the order. */
export const depositLineName = (locale: Locale, serviceName: string) => translatorFor(locale)('common.deposit.line', { service: serviceName });

/** The line a deposit order shows on the test checkout page: the visit's service, and the deposit before HST. */
export async function depositLineOf(db: Executor, order: OrderRow, locale: Locale): Promise<{ name: string; unitPriceCents: number }> {
  const [deposit] = await findDepositsOfOrder(db, order.id);
  const appointment = deposit && (await findAppointmentById(db, deposit.appointmentId));
  return { name: depositLineName(locale, appointment?.serviceName ?? ''), unitPriceCents: order.subtotalCents };
}

const findDepositsOfOrder = (db: Executor, orderId: string): Promise<DepositRow[]> => findDepositsByOrder(db, orderId);

/**
 * A deposit order's payment, from fulfilPaidOrder (the one way an order becomes paid), in
 * its transaction after the event was recorded once: the deposit and order are locked,
 * the order becomes paid and the visit Confirmed, with its confirmation mail stating the
 * policy. A payment that arrives after the hold ran out (the visit released, or waived
 * meanwhile) is taken, then given back by the refund job, which tells the customer.
 */
export async function settleDepositPayment(tx: Transaction, context: PaymentContext, event: PaymentEventRecord, deposit: DepositRow): Promise<PaymentResult> {
  const order = await lockOrder(tx, event.orderId);
  if (!order) throw new Error(`Payment event ${event.id} names an unknown order`);
  if (order.status === 'paid' || order.status === 'cancelled') {
    if (order.status === 'cancelled') context.log.warn({ orderId: order.id, eventId: event.id, provider: event.provider }, 'payment received for a replaced deposit order: refund it by hand');
    return { outcome: 'too-late', status: order.status };
  }
  const paid = await markOrderPaid(tx, order.id, 'deposit');
  if (!paid?.paidAt) throw new Error(`Deposit order ${order.id} could not be marked paid`);
  await recordEvent(tx, { name: 'order_paid', occurredAt: paid.paidAt, orderId: order.id, amountCents: paid.totalCents });
  await insertOrderEvent(tx, { orderId: order.id, kind: 'paid', actor: 'payment provider', details: { deposit: true } });

  const row = deposit.state === 'awaiting' ? await closeAwaitingAppointment(tx, deposit.appointmentId, 'Confirmed') : undefined;
  if (row) {
    const confirmed = await updateDeposit(tx, deposit.appointmentId, { state: 'paid' });
    await noticeConfirmed(tx, row, confirmed);
    // The deposit's receipt, in the customer's language (issue 29), besides the visit's confirmation.
    const customer = await accountById(tx, row.userId);
    if (customer) await enqueueMail(tx, depositMail('received', customer, row, confirmed.totalCents, context.baseUrl));
    return { outcome: 'applied', status: 'paid' };
  }
  context.log.info({ orderId: order.id, appointmentId: deposit.appointmentId, state: deposit.state }, 'deposit paid after its hold ran out: refunding it');
  await startRefund(tx, deposit, 'late-payment');
  return { outcome: 'applied', status: 'paid' };
}

/** The visit is Confirmed: everything a booking queues, its mail stating the deposit and its policy. */
async function noticeConfirmed(tx: Executor, row: AppointmentRow, deposit: DepositRow): Promise<void> {
  const customer = await accountById(tx, row.userId);
  if (!customer) throw new Error(`Appointment ${row.id} has no customer`);
  const providerName = (await providerNamesOf(tx, [row.providerId])).get(row.providerId) ?? null;
  await queueAppointmentNotices(tx, { change: 'booked', row, customer, providerName, now: new Date(), deposit: { state: deposit.state, totalCents: deposit.totalCents } });
  await recordEvent(tx, { name: 'appointment_booked', ...appointmentSubject(row) });
}

/** Money goes back: the deposit is marked so, and the job that asks the provider is queued (once per deposit). */
async function startRefund(tx: Executor, deposit: DepositRow, reason: 'cancelled' | 'late-payment' | 'owner'): Promise<DepositRow> {
  const refunding = await updateDeposit(tx, deposit.appointmentId, { state: 'refunding', refundReason: reason });
  await enqueueJob(tx, { kind: DEPOSIT_REFUND_JOB, payload: { appointmentId: deposit.appointmentId }, uniqueKey: `${DEPOSIT_REFUND_JOB}:${deposit.refundKey}` });
  return refunding;
}

/** For fulfilment: the deposit a paid order pays, locked first (deposit, then order); undefined for a shop order. */
export const lockDepositPaidBy = (tx: Transaction, orderId: string): Promise<DepositRow | undefined> => lockDepositOfOrder(tx, orderId);

// ---- Cancelling, a no-show ----

/**
 * What a cancel does to the visit's paid deposit, in the cancel's transaction: the shop's
 * own cancel (owner, provider) gives it back; the customer's gives it back before the
 * cancellation window opens and keeps it after (the booking rules' window is the policy).
 * The deposit's state afterwards, for the cancellation mail; undefined when it has none paid.
 */
export async function settleDepositOnCancel(
  tx: Executor,
  row: Pick<AppointmentRow, 'id' | 'startsAt'>,
  by: 'customer' | 'shop',
  now: Date,
): Promise<{ state: DepositState; totalCents: number } | undefined> {
  const deposit = await lockDeposit(tx, row.id);
  if (!deposit || deposit.state !== 'paid') return undefined;
  const { cancelWindowMinutes } = await bookingSettings(tx);
  const late = by === 'customer' && isInsideCancelWindow(row.startsAt, now, cancelWindowMinutes);
  const settled = late ? await updateDeposit(tx, row.id, { state: 'kept' }) : await startRefund(tx, deposit, 'cancelled');
  return { state: settled.state, totalCents: settled.totalCents };
}

/**
 * The customer cancels a visit still Awaiting deposit (issue 29), in the cancel's
 * transaction, as the hold running out does: the open deposit order closed (a payment
 * that still arrives for it is taken and given back, settleDepositPayment's late payment),
 * the deposit released, the visit Cancelled so its time is free at once, and the waitlist
 * offered it. Undefined when the visit no longer awaits its deposit (paid, waived or
 * released meanwhile).
 */
export async function releaseAwaitingDeposit(tx: Transaction, appointmentId: string): Promise<AppointmentRow | undefined> {
  const deposit = await lockDeposit(tx, appointmentId);
  if (deposit?.state !== 'awaiting') return undefined;
  const row = await closeAwaitingAppointment(tx, appointmentId, 'Cancelled');
  if (!row) return undefined;
  if (deposit.orderId) await closePendingOrder(tx, deposit.orderId, 'expired');
  await updateDeposit(tx, appointmentId, { state: 'released' });
  const { date } = instantToZoned(row.startsAt, siteConfig.timeZone);
  await enqueueJob(tx, { kind: WAITLIST_OFFERS_JOB, payload: { date } });
  return row;
}

/** A no-show keeps its paid deposit (the policy). */
export async function keepDepositOnNoShow(tx: Executor, appointmentId: string): Promise<void> {
  const deposit = await lockDeposit(tx, appointmentId);
  if (deposit?.state === 'paid') await updateDeposit(tx, appointmentId, { state: 'kept' });
}

// ---- The owner ----

/**
 * POST /api/console/appointments/:id/deposit. waive: a visit Awaiting deposit is Confirmed
 * without it (its open payment closed). refund: a paid or kept deposit goes back. Each is
 * in the audit log, in the change's transaction; anything else is refused in words.
 */
export async function actOnDeposit(
  deps: { db: Database; log: FastifyBaseLogger; kick: () => void; provider: PaymentProvider },
  actor: AuditActor,
  appointmentId: string,
  action: 'waive' | 'refund',
): Promise<AppointmentDeposit> {
  const appointment = await findAppointmentById(deps.db, appointmentId);
  if (!appointment) throw notFound(bookingMessages.appointmentNotFound);
  const closedSession = await deps.db.transaction(async (tx) => {
    const deposit = await lockDeposit(tx, appointmentId);
    if (!deposit) throw new AppError(409, 'NO_DEPOSIT', depositMessages.noDeposit);
    const customer = await accountById(tx, appointment.userId);
    const details = { ...describeForAudit(appointment, customer?.email ?? ''), amount: formatMoney(deposit.totalCents, defaultLocale), amountCents: deposit.totalCents, before: deposit.state };
    if (action === 'waive') {
      if (deposit.state !== 'awaiting') throw new AppError(409, 'DEPOSIT_CANNOT_WAIVE', depositMessages.cannotWaive);
      const order = deposit.orderId ? await lockOrder(tx, deposit.orderId) : undefined;
      const row = await closeAwaitingAppointment(tx, appointmentId, 'Confirmed');
      if (!row) throw new AppError(409, 'DEPOSIT_CANNOT_WAIVE', depositMessages.cannotWaive);
      const waived = await updateDeposit(tx, appointmentId, { state: 'waived' });
      const closed = order?.status === 'pending' ? await closePendingOrder(tx, order.id, 'cancelled') : undefined;
      await noticeConfirmed(tx, row, waived);
      await recordChange(tx, { actor, action: 'appointment.depositWaived', subject: `appointment:${appointmentId}`, details });
      return closed;
    }
    if (deposit.state !== 'paid' && deposit.state !== 'kept') throw new AppError(409, 'DEPOSIT_CANNOT_REFUND', depositMessages.cannotRefund);
    await startRefund(tx, deposit, 'owner');
    await recordChange(tx, { actor, action: 'appointment.depositRefunded', subject: `appointment:${appointmentId}`, details });
    return undefined;
  });
  if (closedSession?.paymentSessionId && closedSession.paymentProvider === deps.provider.name) {
    await expireSession(deps, deps.provider, closedSession.paymentSessionId, closedSession.id);
  }
  deps.kick();
  const view = (await depositViews(deps.db, [appointment], new Date())).get(appointmentId);
  if (!view) throw new Error(`Deposit of ${appointmentId} disappeared`);
  return view;
}

// ---- Jobs ----

/**
 * The `release-deposit-hold` job, run when a visit's hold runs out: a visit still Awaiting
 * deposit is Cancelled, its time free again (the waitlist is offered it), its open payment
 * expired at the provider first (best effort, as for a lapsed shop checkout), and the
 * customer told. A visit paid or waived meanwhile is left as it is; running twice acts once.
 */
export function depositReleaseJob(context: { db: Database; log: FastifyBaseLogger; baseUrl: string; now: () => Date; kick: () => void }, provider: PaymentProvider): JobHandler {
  return async (payload) => {
    const { appointmentId } = appointmentPayloadSchema.parse(payload);
    const [before] = await findDeposits(context.db, [appointmentId]);
    if (!before || before.state !== 'awaiting' || before.holdUntil.getTime() > context.now().getTime()) return;
    const order = before.orderId ? await lockOrder(context.db, before.orderId) : undefined; // read only
    if (order?.status === 'pending' && order.paymentSessionId !== null && order.paymentProvider === provider.name) {
      await expireSession(context, provider, order.paymentSessionId, order.id);
    }
    const released = await context.db.transaction(async (tx) => {
      const deposit = await lockDeposit(tx, appointmentId);
      if (deposit?.state !== 'awaiting') return false;
      if (deposit.orderId) await closePendingOrder(tx, deposit.orderId, 'expired');
      const row = await closeAwaitingAppointment(tx, appointmentId, 'Cancelled');
      await updateDeposit(tx, appointmentId, { state: 'released' });
      if (!row) return false;
      const { date } = instantToZoned(row.startsAt, siteConfig.timeZone);
      await enqueueJob(tx, { kind: WAITLIST_OFFERS_JOB, payload: { date } });
      const customer = await accountById(tx, row.userId);
      if (customer) await enqueueMail(tx, depositMail('released', customer, row, deposit.totalCents, context.baseUrl));
      context.log.info({ appointmentId }, 'deposit hold ran out unpaid: the visit is released');
      return true;
    });
    if (released) context.kick();
  };
}

export interface DepositRefundDeps {
  db: Database;
  log: FastifyBaseLogger;
  baseUrl: string;
  kick: () => void;
  /** The provider that took a payment, by its name (checkout.service's paymentProviderNamed). */
  providerNamed: (name: string) => PaymentProvider | undefined;
}

/**
 * The `refund-deposit` job: gives back what remains of a deposit marked refunding, through
 * the provider that took it, under the deposit's own refund key (asked twice, the provider
 * refunds once), then records the refund, the order's history and the customer's mail
 * together. A provider that refuses fails the attempt, and the jobs worker tries again.
 */
export function depositRefundJob(deps: DepositRefundDeps): JobHandler {
  return async (payload) => {
    const { appointmentId } = appointmentPayloadSchema.parse(payload);
    const [deposit] = await findDeposits(deps.db, [appointmentId]);
    if (!deposit || deposit.state !== 'refunding' || !deposit.orderId) return;
    const order = await lockOrder(deps.db, deposit.orderId); // read only
    if (!order || order.status !== 'paid') throw new Error(`Deposit order ${deposit.orderId} is not paid; it cannot be refunded`);
    const amountCents = order.totalCents - order.refundedCents;
    let providerRefundId: string | null = null;
    const provider = deps.providerNamed(order.paymentProvider);
    if (amountCents > 0) {
      if (!provider || !order.paymentSessionId) throw new Error(`The provider that took deposit order ${order.id} (${order.paymentProvider}) is not configured`);
      ({ refundId: providerRefundId } = await provider.refund({
        orderId: order.id,
        paymentReference: order.paymentSessionId,
        amountCents,
        currency: order.currency,
        idempotencyKey: deposit.refundKey,
        reason: deposit.refundReason ?? undefined,
      }));
    }
    await deps.db.transaction(async (tx) => {
      const again = await lockDeposit(tx, appointmentId);
      if (again?.state !== 'refunding') return;
      const paid = await lockOrder(tx, order.id);
      const left = paid ? paid.totalCents - paid.refundedCents : 0;
      if (left > 0 && !(await findRefundByKey(tx, order.id, again.refundKey))) {
        await insertRefund(
          tx,
          { orderId: order.id, idempotencyKey: again.refundKey, amountCents: left, reason: again.refundReason, provider: order.paymentProvider, providerRefundId, actor: 'system' },
          [],
        );
        await insertOrderEvent(tx, { orderId: order.id, kind: 'refunded', actor: 'system', details: { amountCents: left, deposit: true, reason: again.refundReason } });
      }
      await updateDeposit(tx, appointmentId, { state: 'refunded' });
      const appointment = await findAppointmentById(tx, appointmentId);
      const customer = appointment && (await accountById(tx, appointment.userId));
      if (appointment && customer) {
        const kind = again.refundReason === 'late-payment' ? 'lateRefunded' : 'refunded';
        await enqueueMail(tx, depositMail(kind, customer, appointment, again.totalCents, deps.baseUrl));
      }
    });
    deps.kick();
  };
}

const depositMailTexts = {
  received: { subject: 'mail.deposit.received.subject', body: 'mail.deposit.received.body' },
  released: { subject: 'mail.deposit.released.subject', body: 'mail.deposit.released.body' },
  refunded: { subject: 'mail.deposit.refunded.subject', body: 'mail.deposit.refunded.body' },
  lateRefunded: { subject: 'mail.deposit.lateRefunded.subject', body: 'mail.deposit.lateRefunded.body' },
} as const;

/** The customer's short mails about their deposit, in their language: its receipt, released unpaid, refunded, refunded after the hold ran out. */
function depositMail(
  kind: 'received' | 'released' | 'refunded' | 'lateRefunded',
  customer: { name: string; email: string; locale: Locale },
  row: Pick<AppointmentRow, 'serviceName' | 'petName' | 'startsAt'>,
  totalCents: number,
  baseUrl: string,
) {
  const t = translatorFor(customer.locale);
  const values = { service: row.serviceName, pet: row.petName, when: whenIn(row.startsAt, t, customer.locale), amount: formatMoney(totalCents, customer.locale), brand: siteConfig.brand };
  const paragraphs = [customer.name ? t('mail.greeting', { name: customer.name }) : t('mail.greetingNoName'), t(depositMailTexts[kind].body, values)];
  const link = { href: `${baseUrl}${paths.checkAppointment.getHref()}`, label: t('mail.deposit.seeVisits') };
  return {
    to: customer.email,
    subject: t(depositMailTexts[kind].subject, values),
    text: [...paragraphs, `${link.label}: ${link.href}`].join('\n\n'),
    html: simpleHtml(customer.locale, paragraphs, link),
  };
}

/** The appointment book's deposit hooks (a cancel by the shop, a no-show), as app.ts and the console hand them over. */
export const visitDepositHooks = { onCancel: settleDepositOnCancel, onNoShow: keepDepositOnNoShow };
