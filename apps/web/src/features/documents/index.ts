/** Receipts and credit notes: an order's documents for members, guests and staff, and the accountant's export. */
export { AdminOrderDocuments } from "./components/admin-order-documents.tsx";
export { MyDocuments } from "./components/my-documents.tsx";
export { OrderDocuments } from "./components/order-documents.tsx";
