/** Marketing copy of /onlinecalendars (docs/product.md §2 service pages). */
import type { ServicePageContent } from "../marketing.ts";

export const onlinecalendarsPage: ServicePageContent = {
  lead:
    "Post classes, games, meetings and open houses on a calendar that lives right on your website, " +
    "so visitors always know what is happening next and when to show up.",
  heroAsset: "onlinecalendars-month",
  heroAlt: "A June month calendar with color-coded classes, games, meetings and events, the Open house on the 14th opened to show its time and place",
  heroCta: "Start your free calendar",
  panels: [
    {
      name: "add-events",
      heading: "Add an event in seconds",
      body: [
        "Type a title, pick a date and time, and add a location and a short description. Your event appears on the calendar the moment you save it.",
        "Plans change, and that is fine: edit or move an event from your computer or your phone, and visitors see the update right away.",
      ],
      layout: "CONTENT_RIGHT",
      assetName: "onlinecalendars-event-form",
      assetType: "svg",
      assetAlt: "A new event form with title, date, time, location and description filled in, over the calendar, and a notice that it was saved to June 12",
    },
    {
      name: "recurring-events",
      heading: "Recurring events without the retyping",
      body: [
        "Weekly practices, monthly book clubs and yearly fundraisers only need to be entered once. Choose how often an event repeats and when the series ends, and the calendar fills in the rest.",
        "Skipping one date for a holiday? Change or cancel a single occurrence without touching the rest of the series.",
      ],
      layout: 2,
      assetName: "onlinecalendars-recurring",
      assetType: "svg",
      assetAlt: "A June calendar with soccer practice on every Tuesday and June 17 skipped, beside the repeat settings: every week on Tuesday until Aug 26",
    },
    {
      name: "reminders",
      heading: "Reminders that bring people back",
      body: [
        "Visitors can ask for an email reminder before an event starts, so fewer people forget the bake sale or miss the first rehearsal.",
        "You choose how far ahead reminders go out, and each one links back to the full event details on your site.",
      ],
      layout: 0,
      assetName: "onlinecalendars-reminder",
      assetType: "svg",
      assetAlt: "An event page where a visitor asks for an email reminder a day before, and the reminder email on a phone with a View event button",
      hasCTA: true,
      ctaLabel: "Set up reminders",
    },
    {
      name: "calendar-views",
      heading: "Month, week or list: the view that fits",
      body: [
        "Show a whole month at a glance, zoom in on a busy week or present upcoming events as a tidy list. Color-code categories so classes, games and meetings are easy to tell apart.",
      ],
      bullets: ["Month, week and agenda views", "Color-coded event categories", "A simple upcoming-events list for your home page"],
      layout: "CONTENT_CENTER",
      classes: ["half-bottom"],
    },
    {
      name: "any-device",
      heading: "Easy to read on every screen",
      body: [
        "Your calendar adapts to phones, tablets and desktops, so parents checking practice times from the car get the same clear schedule as someone planning at a desk.",
        "Each event has its own page with a map link, making it simple to share by text message or on social media.",
      ],
      layout: "CONTENT_LEFT",
      assetName: "onlinecalendars-mobile",
      assetType: "svg",
      assetAlt: "A phone listing this week’s events, beside an event page with a map and directions, and the event shared in a text message",
    },
    {
      name: "shared-editing",
      heading: "Share the work with your team",
      body: [
        "Invite coaches, volunteers or coworkers to add their own events while you stay in control of who can edit what.",
        "Keep some events private for your team and publish the rest for everyone, all from the same calendar.",
      ],
      layout: "CONTENT_ONLY",
      classes: ["force-dark", "flush-bottom"],
      hasCTA: true,
      ctaLabel: "Create a shared calendar",
    },
  ],
  features: {
    heading: "Built for busy schedules",
    intro: "Everything you need to keep a community, a class or a small business on the same page.",
    items: [
      { name: "Recurring events", icon: "repeat", description: "Enter a repeating event once and let the calendar handle every date in the series." },
      { name: "Email reminders", icon: "bell", description: "Visitors can sign up for a reminder before the events they care about." },
      { name: "Event categories", icon: "tag", description: "Color-code events by type so your calendar is easy to scan." },
      { name: "Flexible views", icon: "layout", description: "Switch between month, week and list views to suit your schedule." },
      { name: "Mobile-friendly", icon: "smartphone", description: "Your calendar looks sharp on phones and tablets as well as desktops." },
      { name: "Shared editing", icon: "users", description: "Give trusted helpers permission to add and update events." },
      { name: "Time zones", icon: "clock", description: "Event times display correctly for visitors wherever they are." },
      { name: "Locations and maps", icon: "map", description: "Add an address to any event and link visitors straight to directions." },
      { name: "Private events", icon: "lock", description: "Keep internal events visible to your team only." },
    ],
  },
  finalCta: {
    heading: "Put your schedule where your visitors can see it",
    body: "Sign up free, add your first event and share your calendar in minutes.",
    label: "Create my calendar",
  },
};
