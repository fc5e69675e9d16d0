import type { GatewayContext } from '../GatewayContext';
import { fieldErrorsInput } from '../fieldErrors';
import type { Resolvers } from '../generated/resolvers';
import { fromGraphQLLocale, type GraphQLLocale } from '../../shared/graphqlLocale';
import type { CartAddedPayload } from '../sources/ShopApi';
import { fromUpstream } from '../upstreamErrors';
import { cartErrorOf, groupTickets, mapCart, validateAddToCart, type AddToCartInput, type CartErrorObject, type CartObject } from './mapCart';

interface AddToCartResultObject {
  addedSeatGroupIds: string[];
  ticketsQuantity: number | null;
  cartUrl: string | null;
  errors: CartErrorObject[];
}

export const shopResolvers: Pick<Resolvers, 'Query' | 'Mutation'> = {
  Query: {
    async cart(_root: unknown, args: { locale: GraphQLLocale }, context: GatewayContext): Promise<CartObject> {
      const locale = fromGraphQLLocale(args.locale);
      return fromUpstream(locale, async () => {
        const cart = mapCart(await context.apis.shop.cart(locale));
        // The cart page of the upstream's shop opens through the site (/shop/…) when it is ours.
        return cart.cartUrl ? { ...cart, cartUrl: context.publicUrl(cart.cartUrl) } : cart;
      });
    },
  },
  Mutation: {
    async addToCart(_root: unknown, args: { locale: GraphQLLocale; input: AddToCartInput }, context: GatewayContext): Promise<AddToCartResultObject> {
      const locale = fromGraphQLLocale(args.locale);
      const problems = validateAddToCart(args.input, locale);
      if (Object.keys(problems).length > 0) throw fieldErrorsInput('input', problems, locale);
      const result: AddToCartResultObject = { addedSeatGroupIds: [], ticketsQuantity: null, cartUrl: null, errors: [] };
      let last: CartAddedPayload | undefined;
      // spec 001 §7: one call per seat group, one after the other: the cart cookie the first
      // call sets is in the request's jar when the next one goes out, so all land in one cart.
      for (const addition of groupTickets(args.input)) {
        const seatGroupId = String(addition.seatGroup);
        const outcome = await fromUpstream(locale, () => context.apis.shop.add(locale, addition));
        if (outcome.kind === 'added') {
          last = outcome.cart;
          result.addedSeatGroupIds.push(seatGroupId);
        } else if (outcome.kind === 'refused') {
          result.errors.push(cartErrorOf(seatGroupId, outcome.responseCode, locale));
        } else {
          // A seat group of another event, an unpriced sale type, a wrong block: the widget
          // offered something the ticketing does not know; the visitor is sent to the webshop.
          context.logger.warn({ seatGroupId, errors: outcome.errors }, 'cart add rejected by the upstream');
          result.errors.push(cartErrorOf(seatGroupId, null, locale));
        }
      }
      if (last) {
        result.ticketsQuantity = last.tickets_quantity;
        const cartUrl = context.publicUrl(last.cart_url);
        result.cartUrl = cartUrl;
        context.apis.shop.rememberCart({ ...last, cart_url: cartUrl });
      }
      return result;
    },
  },
};
