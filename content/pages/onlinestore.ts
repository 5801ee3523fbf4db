/** Marketing copy of /onlinestore (docs/product.md §2 service pages, §9 store trial and payment claims). */
import type { ServicePageContent } from "../marketing.ts";

export const onlinestorePage: ServicePageContent = {
  lead: "Put your products in front of customers, take payments the way they like to pay, " + "and keep every order organized, starting with a free trial.",
  heroAsset: "onlinestore-checkout",
  heroAlt:
    "A store’s checkout page: three items in the order adding up to $68, a card number field and a Pay $68.00 button, with a New order #1048 paid notice",
  heroCta: "Start free trial",
  panels: [
    {
      name: "try-it-free",
      heading: "Open your doors with a 14 day free trial",
      body: ["Set up your store, add your products and take it for a real spin before you pay a thing. That is long enough to see how it fits your business."],
      layout: "CONTENT_RIGHT",
      assetName: "onlinestore-trial",
      assetType: "svg",
      assetAlt:
        "A new store’s dashboard on day 3 of its 14 day free trial, two of three setup steps done and a Publish button, beside a preview of the storefront",
      hasCTA: true,
      ctaLabel: "Start my free trial",
    },
    {
      name: "payment-options",
      heading: "Get paid the way customers want to pay",
      body: [
        "Customers abandon carts when their favorite way to pay is missing. Choose from over 40 payment options, including major credit cards and popular online wallets, and offer the ones your buyers expect.",
      ],
      layout: 2,
      assetName: "onlinestore-payments",
      assetType: "svg",
      assetAlt:
        "Payment options settings, searchable among over 40, with Visa, Mastercard, American Express and PayPal switched on, beside a phone checkout with PayPal, wallet and card buttons",
    },
    {
      name: "products",
      heading: "Products that look good enough to buy",
      body: [
        "Add photos, descriptions, prices and options like size or color. Organize items into categories so shoppers find what they came for, and keep an eye on stock so you never sell what you don’t have.",
      ],
      bullets: ["Product photos and galleries", "Sizes, colors and other options", "Categories and stock levels"],
      layout: "CONTENT_LEFT",
      assetName: "onlinestore-products",
      assetType: "svg",
      assetAlt:
        "A product editor for a $24 classic tee: a photo gallery, price, category, colors navy, rust and sage, sizes S, M and L, and a stock card with 12 in stock",
    },
    {
      name: "orders",
      heading: "Orders, all in one place",
      body: [
        "Every sale arrives in your dashboard with the customer’s details, what they bought and where it’s going. Mark orders as shipped and watch your best sellers climb.",
      ],
      layout: "CONTENT_CENTER",
      assetName: "onlinestore-orders",
      assetType: "svg",
      assetAlt: "An orders dashboard: $1,284 of sales in 7 days, up 18%, new, paid and shipped orders, and a packed order ready to mark as shipped",
    },
    {
      name: "shop-on-phones",
      heading: "A store that fits in every pocket",
      body: ["Most shoppers browse on their phones. Your store adjusts to every screen, so buying from you is as easy on a small display as on a laptop."],
      layout: "CONTENT_RIGHT",
      assetName: "onlinestore-mobile",
      assetType: "svg",
      assetAlt: "A phone showing a canvas tote product page with an Add to cart button, over the same store on a laptop and a cart holding one item",
    },
    {
      name: "three-steps",
      heading: "From a shelf of ideas to your first order",
      body: ["You don’t need a developer or a warehouse to get started. Here’s the whole path."],
      layout: 2,
      embed: {
        type: "steps",
        steps: [
          { title: "Add your products", body: "Upload photos, write a short description and set your prices." },
          { title: "Choose how to get paid", body: "Pick the cards and wallets you accept and connect them in a few clicks." },
          { title: "Open for business", body: "Publish your store and share the link with your customers." },
        ],
      },
    },
    {
      name: "start-selling",
      heading: "Your customers are already looking",
      body: ["Start your free trial today. Before it ends you’ll know exactly how your store looks, how checkout feels and what your customers think."],
      layout: "CONTENT_ONLY",
      classes: ["force-dark", "flush-bottom"],
      hasCTA: true,
      ctaLabel: "Open my store",
    },
  ],
  proof: { heading: "Room to try, ways to be paid", facts: ["storeTrial", "paymentOptions"] },
  features: {
    heading: "Tools for selling online",
    items: [
      { name: "Free trial", icon: "clock", description: "Build and test your store before you pay." },
      { name: "Cards and wallets", icon: "credit-card", description: "The ways to pay your customers already use." },
      { name: "Shopping cart", icon: "shopping-cart", description: "A smooth cart and checkout on every device." },
      { name: "Product galleries", icon: "images", description: "Show every angle with photo galleries for each item." },
      { name: "Inventory", icon: "database", description: "Track stock levels so you only sell what’s on the shelf." },
      { name: "Sales reports", icon: "bar-chart", description: "See what’s selling and when at a glance." },
      { name: "Secure checkout", icon: "lock", description: "Encrypted checkout pages protect your customers’ details." },
      { name: "Mobile ready", icon: "smartphone", description: "Your store adapts to phones, tablets and desktops." },
      { name: "Store support", icon: "life-buoy", description: "Help from people who understand small businesses." },
    ],
  },
  finalCta: {
    heading: "Make your first sale online",
    body: "Create your account and start your 14 day free trial. Add products, pick how you get paid and open for business.",
    label: "Start free trial",
  },
};
