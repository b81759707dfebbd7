import type {
  DepositStatus,
  KycStatus,
  MallVisibility,
  OrderStatus,
  TicketStatus,
  PinStatus,
  WithdrawalStatus,
} from '@tandem/contracts';

// One colour per status, the same on the member's screens and the back office's, so a status reads
// the same wherever it shows.

/** A request staff approve or reject (deposits, adjustments). */
export const decisionStatusColors: Record<DepositStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

export const withdrawalStatusColors: Record<WithdrawalStatus, string> = {
  pending: 'yellow',
  approved: 'blue',
  paid: 'teal',
  rejected: 'red',
  cancelled: 'gray',
};

export const kycStatusColors: Record<KycStatus, string> = {
  none: 'gray',
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

/** Activation codes: usable, used up, run out of time, cancelled by staff. */
export const pinStatusColors: Record<PinStatus, string> = {
  valid: 'teal',
  activated: 'blue',
  expired: 'gray',
  void: 'red',
};

/** Mall orders, as the buyer, the selling store and the back office see them. */
export const orderStatusColors: Record<OrderStatus, string> = {
  pending: 'orange',
  processing: 'blue',
  ready_to_ship: 'indigo',
  shipped: 'cyan',
  received: 'teal',
  ready_pickup: 'indigo',
  pickup_confirmed: 'teal',
  cancelled: 'gray',
};

/** A product, variant or category members see is teal; a hidden one grey (staff and store screens). */
export const visibilityColors: Record<MallVisibility, string> = { active: 'teal', hidden: 'gray' };

/** Support tickets, as the member and the support desk see them. */
export const ticketStatusColors: Record<TicketStatus, string> = {
  open: 'blue',
  pending: 'orange',
  resolved: 'teal',
  closed: 'gray',
};
