/** The product name: the default page title (SPEC §2). */
export const PRODUCT_NAME = 'Sasar';
