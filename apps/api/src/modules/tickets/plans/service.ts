/**
 * Plans (issue 31): a customer's regular service with one company on a saved card. A plan starts from a booking
 * not paid yet (its first visit, which stops lapsing): its rule is that visit's valley weekday and time every 1,
 * 2 or 4 weeks (RFC 5545), its price the booking's less the company's plan discount for that interval. Its visits
 * are tickets generated PLAN_WEEKS_AHEAD ahead (booking's `repeatBooking`: the same time, or the day's next free
 * start, else the company is told). The company confirms the plan once; then each visit is charged to the card
 * PLAN_CHARGE_HOURS_BEFORE it (the ledger, once per ticket) and confirmed; a charge that fails puts the visit at
 * risk (the customer is mailed and texted a link to pay), and a visit unpaid PLAN_UNPAID_CANCEL_HOURS_BEFORE it
 * is cancelled (the company told). The customer skips a visit (until it is charged), pauses, resumes or cancels.
 *
 * This file is the module's face (its routes, the app's queue and the test hooks import it); each concern is a file
 * of its own: a plan started (start.ts), its visits made ahead (visits-ahead.ts), charged, confirmed or cancelled
 * unpaid (charges.ts), the queue's sweep over them (sweep.ts), the customer's changes (changes.ts), its prices
 * (prices.ts), moving every visit (moves.ts), the company's confirmation and discounts (company.ts) and reading
 * (views.ts); common.ts and words.ts hold what several of them share.
 */

export { cancelPlan, changePlanCard, pausePlan, resumePlan, skipVisit } from './changes.ts';
export { cancelUnpaidVisits, chargeDueVisits } from './charges.ts';
export { PLAN_MESSAGES, type PlanDeps, type PlanSweepDeps } from './common.ts';
export { confirmPlan, planDiscountsOf, planOfferOf, setPlanDiscounts } from './company.ts';
export { acceptMove, declineMove, PLAN_MOVE_LIMITS, requestMove, withdrawMove } from './moves.ts';
export { followPrices } from './prices.ts';
export { startPlan } from './start.ts';
export { sweepPlans } from './sweep.ts';
export { allPlans, companyPlans, customerPlan, customerPlans } from './views.ts';
export { extendPlan } from './visits-ahead.ts';
