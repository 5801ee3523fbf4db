/** Marketing copy of /contactforms (docs/product.md §2 service pages; sections: hero, style, attachments, storage, validation, drag and drop). */
import type { ServicePageContent } from "../marketing.ts";

export const contactformsPage: ServicePageContent = {
  lead:
    "Put a polished form on any page in a few minutes and let visitors reach you the way they prefer: " +
    "questions, quote requests, files and sign-ups, all landing safely in your inbox.",
  heroAsset: "contactforms-builder",
  heroAlt:
    "The form builder: field types on the left, a Contact us form with name, email, topic and message, a Send me news checkbox being dropped into it, and the live preview on a phone",
  heroCta: "Build your free form",
  panels: [
    {
      name: "style",
      heading: "Style that matches your site",
      body: [
        "Choose the fonts, colors, borders and button shapes so your form looks like it was designed alongside the rest of your pages, not bolted on afterward.",
        "Start from a clean preset, then fine-tune spacing and labels until it feels right. Every change shows up in the live preview as you make it.",
      ],
      bullets: ["Colors and fonts that follow your brand", "Light and dark presets to start from", "Your own button text and thank-you message"],
      layout: "CONTENT_RIGHT",
      classes: ["half-bottom"],
      assetName: "contactforms-style",
      assetType: "svg",
      assetAlt:
        "A style panel over the live preview of a Contact us form: the Light preset, the Inter font, purple chosen as the button color, a rounded button shape, a thin border, the button text “Send my question” and a thank-you message",
      hasCTA: true,
      ctaLabel: "Style your first form",
    },
    {
      name: "attachments",
      heading: "Attachments your visitors can send",
      body: [
        "Let people include a job application, a photo of a damaged delivery or a signed document right in the form. Files arrive together with the message, so nothing gets lost in a separate email thread.",
        "You decide which file types are accepted, which keeps the submissions you receive useful and safe to open.",
      ],
      layout: 2,
      assetName: "contactforms-attachments",
      assetType: "svg",
      assetAlt:
        "The email notification of a new submission with the visitor’s name, email, topic, message and two attached files, beside the form on the visitor’s phone with the photo and receipt attached",
    },
    {
      name: "storage",
      heading: "Storage for every submission",
      body: [
        "Every submission is saved in your account as well as emailed to you, so a full inbox or an overeager spam filter never costs you a message.",
        "Search past entries, mark the ones you have handled and download them as a spreadsheet when you want to work with them somewhere else.",
      ],
      layout: 0,
      assetName: "contactforms-storage",
      assetType: "svg",
      assetAlt:
        "The saved submissions of a Contact us form: 128 entries with a search box, two new and two checked off as handled, and a floating preview of the downloaded spreadsheet",
    },
    {
      name: "validation",
      heading: "Validation that catches mistakes early",
      body: [
        "Mark fields as required, check that an email address really looks like one and set sensible limits on length, so every answer you get is one you can act on.",
        "Friendly messages appear right next to the field that needs attention, and built-in spam filtering keeps automated junk away from your inbox.",
      ],
      bullets: ["Required and optional fields", "Email, phone number and date checks", "Spam filtering on every submission"],
      layout: "CONTENT_CENTER",
      assetName: "contactforms-validation",
      assetType: "svg",
      assetAlt:
        "The Email field’s checks in the form settings (required, must look like an email, up to 254 characters), and on a visitor’s phone the form with the name ticked, a mistyped email flagged “Please check the email” and an empty message marked required; a card says the spam filter kept 46 junk submissions out this month",
    },
    {
      name: "drag-and-drop",
      heading: "Drag and drop your form together",
      body: [
        "Drag text boxes, drop-down menus, checkboxes, date pickers and file uploads onto the canvas, then move them into whatever order makes sense. No HTML, no scripts, no guesswork.",
        "When it looks right, paste one short snippet into your page or share a link to a hosted copy of the form.",
      ],
      layout: "CONTENT_CENTER",
      classes: ["force-dark"],
      hasCTA: true,
      ctaLabel: "Start building your form",
    },
    {
      name: "many-kinds-of-forms",
      heading: "One builder, many kinds of forms",
      body: [
        "The same editor handles a simple contact box and a detailed order request. Build as many forms as your site needs and give each one its own fields, look and recipient.",
      ],
      layout: "CONTENT_CENTER",
      embed: {
        type: "card-container",
        boxes: [
          { title: "Contact and quote requests", body: "A name, an address and the question, sent straight to your inbox." },
          { title: "Event registrations", body: "Names, numbers of guests and RSVPs, counted as they come in." },
          { title: "Job applications", body: "A letter and a CV attached, kept together with each application." },
          { title: "Feedback and surveys", body: "A few short questions after a sale or a visit." },
        ],
      },
    },
  ],
  features: {
    heading: "Everything a good form needs",
    intro: "Every form you build comes with these tools, with nothing extra to install.",
    items: [
      { name: "Drag-and-drop editor", icon: "move", description: "Arrange fields by dragging them into place instead of writing code." },
      { name: "Custom styling", icon: "palette", description: "Match colors, fonts and buttons to the look of your website." },
      { name: "File attachments", icon: "paperclip", description: "Accept documents and photos along with the message." },
      { name: "Saved submissions", icon: "database", description: "Keep a searchable copy of every entry in your account." },
      { name: "Field validation", icon: "check-circle", description: "Catch missing or mistyped answers before the form is sent." },
      { name: "Spam filtering", icon: "filter", description: "Keep bots and junk submissions out of your inbox." },
      { name: "Email notifications", icon: "bell", description: "Get an email the moment a new submission comes in." },
      { name: "Autoresponder", icon: "mail", description: "Send an automatic thank-you so visitors know their message arrived." },
      { name: "Mobile-friendly", icon: "smartphone", description: "Forms resize to fit phones and tablets without any extra work." },
      { name: "Spreadsheet export", icon: "download", description: "Download your submissions to work with them in your favorite spreadsheet app." },
    ],
  },
  finalCta: {
    heading: "Your next customer is one form away",
    body: "Create a free account, build your first form and start collecting messages today.",
    label: "Create my form",
  },
};
