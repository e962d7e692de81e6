package golden;

/** The rows of an order, read together in one scan: the header, then its line items. */
public sealed interface OrderRow permits OrderHeader, LineItem {}
