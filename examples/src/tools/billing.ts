import { ai } from "@warlock.js/ai";

/** Arguments of a refund, as the billing service accepts them. */
export interface RefundInput {
  /** The invoice to refund. */
  invoiceId: string;
  /** Amount in cents; the whole invoice when left out. */
  amountCents?: number;
  reason: "duplicate" | "fraud" | "requested_by_customer";
}

export const refundInvoice = ai.tool<RefundInput, { refunded: boolean }>({
  name: "refund_invoice",
  description: "Refund an invoice, fully or in part. Only after the customer confirmed the amount.",
  execute: async (args: RefundInput) => ({ refunded: args.invoiceId.length > 0 }),
});

export const listInvoices = ai.tool({
  name: "list_invoices",
  description: "List the customer's invoices, newest first.",
  execute: async (args: { customerId: string; limit?: number }) => ({ invoices: [args.customerId] }),
});
