/** Marketing copy of /blogs (docs/product.md §1 site-builder note, §2 service pages). Blogs are built with the site builder. */
import type { ServicePageContent } from "../marketing.ts";

export const blogsPage: ServicePageContent = {
  lead: "Share recipes, travel notes, club news or the things you know best. Pick a theme, start writing, " + "and let readers join the conversation.",
  heroAsset: "blogs-post",
  heroAlt:
    "The post editor with a sample post, Sourdough starter in 7 days, being written under its photo, and the same post published on a phone with its first comment",
  heroCta: "Start writing",
  panels: [
    {
      name: "built-with-site-builder",
      heading: "Made with the Braveweb site builder",
      body: [
        "Your blog lives in the same drag-and-drop site builder as the rest of your website, so your posts, about page and contact form share one look and one login.",
        "Free accounts can write, design and preview as much as they like. When you’re ready for readers, upgrade to a paid plan to publish your blog live.",
      ],
      layout: "CONTENT_RIGHT",
      assetName: "blogs-builder",
      assetType: "svg",
      assetAlt:
        "The site builder with a sample bakery’s blog page open among its Home, Menu, About and Contact pages, three post cards on the canvas, and a Free plan card: write and preview as you like, upgrade to publish your blog live",
    },
    {
      name: "themes",
      heading: "Themes that set the mood",
      body: [
        "Choose from clean, modern themes designed for reading: generous type, room for photos and layouts that work on phones. Change fonts and colors until it feels like yours, and switch themes later without rewriting a word.",
      ],
      layout: 2,
      assetName: "blogs-themes",
      assetType: "svg",
      assetAlt:
        "The theme picker with three themes and “Linen” chosen, its heading font and accent color being set, the blog in that theme on a phone in front, and a card saying all 14 posts were kept when switching",
    },
    {
      name: "scheduling",
      heading: "Post on your schedule",
      body: [
        "Write a week of posts on a quiet afternoon and schedule each one to appear on the day you choose. Your readers get a steady rhythm, and you get your weekends back.",
      ],
      bullets: ["Save drafts and come back later", "Pick the date and time each post goes live", "Reschedule with a click"],
      layout: "CONTENT_LEFT",
      classes: ["half-bottom"],
      assetName: "blogs-schedule",
      assetType: "svg",
      assetAlt:
        "A week of scheduled posts on Monday, Wednesday and Friday, Wednesday’s being dragged to Thursday, the weekend free, two drafts, and a card setting Friday’s post for 9:00 AM",
    },
    {
      name: "comments",
      heading: "Comments that build a community",
      body: [
        "Let readers reply to your posts and to each other. Approve comments before they appear, remove the ones that don’t belong and keep spam out of the discussion.",
      ],
      layout: "CONTENT_CENTER",
      assetName: "blogs-comments",
      assetType: "svg",
      assetAlt:
        "Comment moderation: a reader’s question waiting with Approve and Remove buttons, 9 spam comments caught, and the approved thread with the author’s reply on a reader’s phone",
    },
    {
      name: "photos-and-media",
      heading: "Stories told with pictures",
      body: [
        "Drop photos, galleries and videos straight into a post. Images are resized for fast loading, so your blog looks sharp on a big screen and quick on a phone.",
      ],
      layout: "CONTENT_RIGHT",
      assetName: "blogs-media",
      assetType: "svg",
      assetAlt:
        "A post being written with a three-photo gallery and a video, a fourth photo dragged in from the media library, and a card showing croissants.jpg resized from 4.2 MB to 310 KB for fast loading",
    },
    {
      name: "writing-tips",
      heading: "A few habits of blogs people return to",
      body: ["The tools are the easy part. Here is what we’ve seen work for members who keep their readers coming back."],
      layout: 2,
      embed: {
        type: "card-container",
        boxes: [
          { title: "Keep a rhythm", body: "A post every week beats five in January and none in March. Scheduling makes it easy." },
          { title: "Write for one reader", body: "Picture a single person who’ll enjoy the post and write it for them." },
          { title: "Answer your comments", body: "A quick reply turns a passing visitor into a regular." },
        ],
      },
    },
    {
      name: "start-your-blog",
      heading: "Your first post is waiting",
      body: ["Create a free account, choose a theme and write a hello. It takes less time than you’d think."],
      layout: "CONTENT_ONLY",
      classes: ["force-dark", "flush-bottom"],
      hasCTA: true,
      ctaLabel: "Start your blog",
    },
  ],
  features: {
    heading: "Everything a blogger needs",
    intro: "Built into the site builder, ready when you are.",
    items: [
      { name: "Themes", icon: "palette", description: "Reader-friendly designs you can restyle at any time." },
      { name: "Comments", icon: "message-square", description: "Moderated conversations under every post." },
      { name: "Scheduling", icon: "calendar", description: "Queue posts to go live on the day and time you pick." },
      { name: "Site builder", icon: "layout", description: "Your blog and website edited side by side with drag and drop." },
      { name: "Photos and galleries", icon: "images", description: "Add pictures to any post without resizing them yourself." },
      { name: "Drafts", icon: "pen-line", description: "Save unfinished posts and polish them later." },
      { name: "Mobile friendly", icon: "smartphone", description: "Every theme reads well on phones and tablets." },
      { name: "Search friendly", icon: "search", description: "Clean addresses and titles help new readers find your posts." },
    ],
  },
  finalCta: {
    heading: "Say what you have to say",
    body: "Create your account, pick a theme and start writing. Upgrade whenever you’re ready to publish for the world.",
    label: "Start free",
  },
};
