/** Marketing copy of /photoalbums (docs/product.md §2 service pages). */
import type { ServicePageContent } from "../marketing.ts";

export const photoalbumsPage: ServicePageContent = {
  lead: "Upload your favorite shots, arrange them into albums and share them on your website or with a single link, " + "looking their best on every screen.",
  heroAsset: "photoalbums-lightbox",
  heroAlt:
    "An album page dimmed behind one photo opened large with previous and next arrows, a caption and a Slideshow button, and a phone showing the next photo full screen",
  heroCta: "Start your free album",
  panels: [
    {
      name: "upload",
      heading: "Upload a whole batch at once",
      body: [
        "Select a folder’s worth of pictures from your computer or phone and send them up together. Thumbnails appear as each photo arrives, so you can start sorting before the last one finishes.",
        "Large photos are resized for fast viewing on the web, and your originals stay available whenever you need them.",
      ],
      layout: "CONTENT_RIGHT",
      classes: ["half-bottom"],
      assetName: "photoalbums-upload",
      assetType: "svg",
      assetAlt:
        "An album filling with thumbnails as 15 photos upload, the last two still at 64% and 18%, and a progress card saying photos are resized for the web with originals kept",
      hasCTA: true,
      ctaLabel: "Upload a batch of photos",
    },
    {
      name: "organize",
      heading: "Albums, captions and the order you want",
      body: [
        "Create an album for every trip, season, project or event. Drag photos into the order that tells the story best and pick the cover picture that shows up first.",
        "Add a caption to any photo, whether it is a name, a date or the joke everyone was laughing at.",
      ],
      layout: 2,
      assetName: "photoalbums-organize",
      assetType: "svg",
      assetAlt: "An album of captioned photos with a star on the cover, one photo dragged to a new place, and the list of albums down the side",
    },
    {
      name: "slideshows",
      heading: "Slideshows and full-screen viewing",
      body: [
        "Visitors can click any thumbnail to open a large, distraction-free view, then swipe or use the arrow keys to move through the album.",
        "Or let the album play itself as a slideshow, perfect for a family reunion on the big screen.",
      ],
      bullets: ["Full-screen viewer with keyboard and swipe support", "Automatic slideshows", "Captions shown with every photo"],
      layout: "CONTENT_CENTER",
    },
    {
      name: "sharing",
      heading: "Share on your site or with a link",
      body: [
        "Place an album on any page of your website, or send a link by email or text message to friends who just want to see the pictures.",
        "Visitors can leave comments on their favorite photos, and you decide whether comments appear right away or after you approve them.",
      ],
      layout: 0,
      assetName: "photoalbums-share",
      assetType: "svg",
      assetAlt:
        "A Share card with the album’s link copied, Email, Text message and Embed on a page buttons and comments held for approval, and a phone showing a shared photo with a heart and comments",
    },
    {
      name: "private-albums",
      heading: "Private albums for family moments",
      body: [
        "Not every picture is meant for the whole internet. Hide an album from public view and share it only with the people who have its private link or password.",
      ],
      layout: "CONTENT_CENTER",
      assetName: "photoalbums-private",
      assetType: "svg",
      assetAlt: "A private family album asking a visitor for its password over hidden photos, beside settings where the owner picks link and password access",
    },
    {
      name: "on-your-phone",
      heading: "Made for the phone in your pocket",
      body: ["Upload straight from your phone after the game, the party or the hike, and your albums look just as good on a small screen as on a big one."],
      layout: "CONTENT_ONLY",
      classes: ["flush-bottom"],
      hasCTA: true,
      ctaLabel: "Start an album from my phone",
    },
  ],
  features: {
    heading: "Everything your photos deserve",
    intro: "From the first upload to the last slide, every album includes these tools.",
    items: [
      { name: "Batch uploads", icon: "zap", description: "Send a whole set of pictures up at once from your computer or phone." },
      { name: "Albums for everything", icon: "images", description: "Give every trip, event and project an album of its own." },
      { name: "Captions", icon: "pen-line", description: "Add names, dates and stories beneath any photo." },
      { name: "Drag to reorder", icon: "move", description: "Put photos in exactly the order you want by dragging them." },
      { name: "Slideshows", icon: "repeat", description: "Let an album play itself as a smooth, automatic slideshow." },
      { name: "Full-screen viewer", icon: "eye", description: "Visitors see each photo large and sharp with one click." },
      { name: "Share links", icon: "globe", description: "Send an album to anyone with a simple link." },
      { name: "Private albums", icon: "lock", description: "Keep personal albums hidden from public view." },
      { name: "Embed on your site", icon: "layout", description: "Place any album on a page of your website." },
      { name: "Photo comments", icon: "message-square", description: "Friends and fans can leave a note on their favorite shots." },
      { name: "Keep your originals", icon: "download", description: "Download the full-size version of any photo you uploaded." },
    ],
  },
  finalCta: {
    heading: "Give your pictures a home",
    body: "Sign up free, upload your first album and share it with the people who matter.",
    label: "Create my album",
  },
};
