import { CART_MAX_LINES, CART_MAX_QUANTITY, type Cart, type CartLine, type Mall, formatMicro } from '@tandem/contracts';
import type { Deps } from '../../deps';
import type { Database } from '../../db/database';
import { type Trx, inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { productImageUrl } from './mall-catalogue.service';
import { findSellableVariants } from './mall-catalogue.repository';
import { deleteCartItem, findCart, findCartItems, lockCart, setCartItem, upsertCart } from './mall-cart.repository';

type Sellable = Awaited<ReturnType<typeof findSellableVariants>>[number];

/** A cart line with what it costs now and whether it can still be bought as it stands. */
export interface PricedLine {
  variant: Sellable;
  quantity: number;
  lineMicro: bigint;
  isAvailable: boolean;
}

/** The cart's lines as they can be bought now: price, availability, the mall and the totals. */
export interface PricedCart {
  mall: Mall | null;
  storeId: bigint | null;
  lines: PricedLine[];
  goodsMicro: bigint;
  /** One parcel per order: the highest shipping fee of its products. */
  shippingFeeMicro: bigint;
  isPickupAllowed: boolean;
}

/** Reads the member's cart and prices it with the catalogue as it is now (in the member's language). */
export async function priceCart(db: Database | Trx, memberId: bigint, language: string): Promise<PricedCart> {
  const [cart, items] = await Promise.all([findCart(db, memberId), findCartItems(db, memberId)]);
  const variants = new Map(
    (
      await findSellableVariants(
        db,
        items.map((i) => i.variant_id),
        language,
      )
    ).map((v) => [v.variant_id, v]),
  );
  const lines = items.flatMap((item) => {
    const variant = variants.get(item.variant_id);
    if (!variant) return [];
    const lineMicro = BigInt(variant.unit_price_micro) * BigInt(item.quantity);
    return [
      {
        variant,
        quantity: item.quantity,
        lineMicro,
        isAvailable: variant.is_sellable && variant.stock >= item.quantity,
      },
    ];
  });
  return {
    mall: lines.length > 0 ? (cart?.mall ?? null) : null,
    storeId: lines[0]?.variant.store_id ?? null,
    lines,
    goodsMicro: lines.reduce((sum, l) => sum + l.lineMicro, 0n),
    shippingFeeMicro: lines.reduce(
      (max, l) => (l.variant.shipping_fee_micro > max ? l.variant.shipping_fee_micro : max),
      0n,
    ),
    isPickupAllowed: lines.length > 0 && lines.every((l) => l.variant.pickup_allowed),
  };
}

function toCartLine(line: PricedLine): CartLine {
  const v = line.variant;
  return {
    variant_id: String(v.variant_id),
    product_id: String(v.product_id),
    title: v.title,
    variant_label: v.label,
    image_url: productImageUrl(v.image_id),
    unit_price: formatMicro(BigInt(v.unit_price_micro)),
    quantity: line.quantity,
    line_total: formatMicro(line.lineMicro),
    stock: v.stock,
    available: line.isAvailable,
    pickup_allowed: v.pickup_allowed,
  };
}

export async function getCart(deps: Deps, memberId: bigint, language: string): Promise<Cart> {
  const priced = await priceCart(deps.db, memberId, language);
  return {
    mall: priced.mall,
    items: priced.lines.map(toCartLine),
    goods_total: formatMicro(priced.goodsMicro),
    shipping_fee: formatMicro(priced.shippingFeeMicro),
    total: formatMicro(priced.goodsMicro + priced.shippingFeeMicro),
    pickup_allowed: priced.isPickupAllowed,
  };
}

/**
 * Adds units of a variant to the cart (`add`) or sets its line's quantity (`set`). A cart holds one
 * mall, and one store, at a time (`Incorrect Mall`); a variant that cannot be sold or has fewer
 * units than the line would hold answers NO_PRODUCT_MATCH.
 */
export async function putCartLine(
  deps: Deps,
  member: { id: bigint; language: string },
  input: { variant_id: string; quantity: number },
  mode: 'add' | 'set',
): Promise<Cart> {
  const variantId = BigInt(input.variant_id);
  await inTransaction(deps.db, async (trx) => {
    const [variant] = await findSellableVariants(trx, [variantId], member.language);
    if (!variant?.is_sellable) throw new AppError('NO_PRODUCT_MATCH');
    await lockCart(trx, member.id);
    const cart = await priceCart(trx, member.id, member.language);
    if (cart.mall !== null && (cart.mall !== variant.mall || cart.storeId !== variant.store_id)) {
      throw new AppError('Incorrect Mall', { mall: cart.mall });
    }
    const existing = cart.lines.find((l) => l.variant.variant_id === variantId);
    if (mode === 'set' && !existing) throw new AppError('NOT_FOUND');
    if (!existing && cart.lines.length >= CART_MAX_LINES) throw new AppError('CART_FULL', { max: CART_MAX_LINES });
    const quantity = mode === 'add' ? (existing?.quantity ?? 0) + input.quantity : input.quantity;
    if (quantity > CART_MAX_QUANTITY) throw AppError.fields({ quantity: 'invalid' });
    if (quantity > variant.stock) throw new AppError('NO_PRODUCT_MATCH', { stock: variant.stock });
    await upsertCart(trx, member.id, variant.mall, deps.clock.now());
    await setCartItem(trx, member.id, variantId, quantity);
  });
  return getCart(deps, member.id, member.language);
}

export async function removeCartLine(
  deps: Deps,
  member: { id: bigint; language: string },
  variantId: bigint,
): Promise<Cart> {
  if (!(await deleteCartItem(deps.db, member.id, variantId))) throw new AppError('NOT_FOUND');
  return getCart(deps, member.id, member.language);
}
