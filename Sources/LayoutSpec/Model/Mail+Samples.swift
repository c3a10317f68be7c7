extension Mail {
    /// The default spec's inbox: 44 messages over the four categories, newest first.
    /// Invented senders and companies; one CJK sender and one long subject test layout.
    public static let samples: [Mail] = [
        Mail(
            from: "Maya Chen", subject: "Dinner on Friday?",
            preview: "We found a tiny Sichuan place near the station. Are you in? I can book for 7:30.",
            date: MailDate(year: 2026, month: 11, day: 29, hour: 9, minute: 41), category: "primary", unread: true),
        Mail(
            from: "Northwind Bank", subject: "Your card payment of $48.20 was approved",
            preview: "A payment to Fern & Co. was approved on your card ending 4417. "
                + "If you don't recognize it, you can freeze the card in the app.",
            date: MailDate(year: 2026, month: 11, day: 29, hour: 9, minute: 18), category: "transactions",
            unread: true),
        Mail(
            from: "Lukas Weber", subject: "Re: Q4 roadmap review",
            preview: "Thanks for the notes. I moved the onboarding work to January and added a line for the "
                + "migration; can you check slide 7 before the call?",
            date: MailDate(year: 2026, month: 11, day: 29, hour: 8, minute: 57), category: "primary", unread: true),
        Mail(
            from: "Fern & Co.", subject: "Last day: 30% off winter knits",
            preview: "Our warmest merino sweaters and scarves are 30% off until midnight. "
                + "Free returns on every order, as always.",
            date: MailDate(year: 2026, month: 11, day: 29, hour: 8, minute: 34), category: "promotions",
            unread: true),
        Mail(
            from: "Parcel Post", subject: "Your parcel is out for delivery",
            preview: "Good news: your parcel from Larkspur Home is on the van "
                + "and should arrive between 11:00 and 15:00 today.",
            date: MailDate(year: 2026, month: 11, day: 29, hour: 8, minute: 10), category: "transactions",
            unread: true),
        Mail(
            from: "Priya Raman", subject: "Photos from the hike",
            preview: "Finally sorted through them! The one of you on the ridge is my favorite. "
                + "The shared album has about 80 pictures.",
            date: MailDate(year: 2026, month: 11, day: 29, hour: 7, minute: 52), category: "primary", unread: true),
        Mail(
            from: "Tidewater Weekly", subject: "This week: the quiet comeback of night trains",
            preview: "Plus: a reader's guide to repairing your own headphones, "
                + "and why the city is planting 4,000 new trees this winter.",
            date: MailDate(year: 2026, month: 11, day: 29, hour: 7, minute: 15), category: "updates", unread: true),
        Mail(
            from: "王小明", subject: "周末的会议安排",
            preview: "你好！周六上午十点的会议改到线上了，我稍后会把链接和议程一起发给你。"
                + "如果时间不方便，请直接告诉我，我们可以改到下午两点以后。",
            date: MailDate(year: 2026, month: 11, day: 28, hour: 21, minute: 6), category: "primary", unread: true),
        Mail(
            from: "Skyline Air", subject: "Your booking is confirmed: BOS to LIS",
            preview: "Confirmation code K7QX2M. Your flight departs Boston on Dec 18 at 19:45. "
                + "Check-in opens 24 hours before departure.",
            date: MailDate(year: 2026, month: 11, day: 28, hour: 17, minute: 40), category: "transactions"),
        Mail(
            from: "Hannah Okafor", subject: "Can you cover my shift on Tuesday?",
            preview: "My sister's flight got moved and I need to pick her up. "
                + "I'll happily take your Thursday in return if that helps.",
            date: MailDate(year: 2026, month: 11, day: 28, hour: 14, minute: 22), category: "primary", unread: true),
        Mail(
            from: "Brightpath Calendar", subject: "Reminder: Book club tomorrow at 16:00",
            preview: "Book club at Clara's place, 12 Willow Lane. This month's book is The Lighthouse Keeper; "
                + "bring a snack to share.",
            date: MailDate(year: 2026, month: 11, day: 28, hour: 9, minute: 3), category: "updates"),
        Mail(
            from: "Tomás Alvarez", subject: "Guitar for the weekend",
            preview: "Hey! I can lend you the acoustic for the weekend, just bring it back before Monday. "
                + "It needs new strings, fair warning.",
            date: MailDate(year: 2026, month: 11, day: 27, hour: 18, minute: 47), category: "primary", unread: true),
        Mail(
            from: "Larkspur Home", subject: "Order #48213 has shipped",
            preview: "Your linen duvet cover and two pillowcases are on their way with Parcel Post. "
                + "Track your parcel anytime from your account.",
            date: MailDate(year: 2026, month: 11, day: 27, hour: 15, minute: 30), category: "transactions"),
        Mail(
            from: "Harbor Grocers", subject: "Black Friday: double points all weekend",
            preview: "Earn double points on every shop through Sunday, "
                + "plus 20% off pantry staples when you order online before noon.",
            date: MailDate(year: 2026, month: 11, day: 27, hour: 11, minute: 12), category: "promotions",
            unread: true),
        Mail(
            from: "Orbit Notes", subject: "What's new in Orbit Notes 5.2",
            preview: "Tables, quicker search and a new dark theme. "
                + "Update from the app store to try them, and tell us what you think.",
            date: MailDate(year: 2026, month: 11, day: 27, hour: 8, minute: 20), category: "updates"),
        Mail(
            from: "Zoë Lindqvist", subject: "Thanksgiving leftovers",
            preview: "There's an absurd amount of pie left. Come by tomorrow around noon and take some home, "
                + "otherwise Ben will eat it all.",
            date: MailDate(year: 2026, month: 11, day: 26, hour: 20, minute: 5), category: "primary"),
        Mail(
            from: "Meridian Outfitters", subject: "Early access: our biggest sale starts now",
            preview: "As a member, you get 24 hours before everyone else. "
                + "Jackets, boots and packs up to 50% off while sizes last.",
            date: MailDate(year: 2026, month: 11, day: 26, hour: 13, minute: 48), category: "promotions",
            unread: true),
        Mail(
            from: "Northwind Bank", subject: "Your November statement is ready",
            preview: "Your statement for the period ending Nov 25 is now available. "
                + "Sign in to view it or download a PDF copy.",
            date: MailDate(year: 2026, month: 11, day: 26, hour: 9, minute: 30), category: "transactions"),
        Mail(
            from: "Grace Kim", subject: "Notes from today's design crit",
            preview: "I wrote up everything we discussed, including the open questions about the empty states. "
                + "Let me know if I missed anything.",
            date: MailDate(year: 2026, month: 11, day: 25, hour: 17, minute: 16), category: "primary", unread: true),
        Mail(
            from: "Cloudvault", subject: "Your storage is 90% full",
            preview: "You're using 45 GB of your 50 GB plan. "
                + "Free up space or upgrade to keep your photos and backups syncing.",
            date: MailDate(year: 2026, month: 11, day: 25, hour: 12, minute: 2), category: "updates"),
        Mail(
            from: "Pinecrest Pharmacy", subject: "Your prescription is ready for pickup",
            preview: "Your order is ready at our Elm Street location. "
                + "Please bring a photo ID; we'll hold it for you until Dec 2.",
            date: MailDate(year: 2026, month: 11, day: 25, hour: 7, minute: 44), category: "transactions"),
        Mail(
            from: "Bloom & Stem", subject: "Fresh wreaths are here, 15% off this week",
            preview: "Hand-tied with fir, eucalyptus and dried orange. "
                + "Order by Thursday for delivery before the first weekend of December.",
            date: MailDate(year: 2026, month: 11, day: 24, hour: 19, minute: 28), category: "promotions"),
        Mail(
            from: "Émile Dubois", subject: "Apartment viewing on Saturday",
            preview: "The landlord confirmed 11:00 for the viewing. It's the third floor with the big windows; "
                + "I'll meet you at the corner café first.",
            date: MailDate(year: 2026, month: 11, day: 24, hour: 14, minute: 55), category: "primary"),
        Mail(
            from: "City of Ashford", subject: "Street cleaning schedule changes in December",
            preview: "Starting Dec 1, street cleaning on your block moves to Wednesday mornings. "
                + "Please move vehicles by 8:00 to avoid a fine.",
            date: MailDate(year: 2026, month: 11, day: 24, hour: 10, minute: 10), category: "updates"),
        Mail(
            from: "Quickcart", subject: "Free delivery on your next three orders",
            preview: "Your next three grocery orders over $35 ship free. "
                + "No code needed, the discount is applied automatically at checkout.",
            date: MailDate(year: 2026, month: 11, day: 23, hour: 16, minute: 40), category: "promotions"),
        Mail(
            from: "The Long Read Club", subject: "New this week: five essays worth your Sunday",
            preview: "A cartographer on maps that lie, a chef on the lost art of soup, "
                + "and three more pieces our editors couldn't stop talking about.",
            date: MailDate(year: 2026, month: 11, day: 23, hour: 9, minute: 5), category: "updates"),
        Mail(
            from: "Ravi Patel",
            subject: "Re: Updated agenda for the December offsite in Lisbon, including travel times, "
                + "room assignments and who presents on day two",
            preview: "I've attached the final version. The only change is that the workshop moves to the afternoon "
                + "so people arriving from Berlin don't miss it.",
            date: MailDate(year: 2026, month: 11, day: 22, hour: 20, minute: 14), category: "primary", unread: true),
        Mail(
            from: "Copperleaf Coffee", subject: "Your free drink is waiting",
            preview: "Thanks for being a regular! Redeem your free drink of any size at any of our cafés "
                + "before the end of the month.",
            date: MailDate(year: 2026, month: 11, day: 22, hour: 11, minute: 30), category: "promotions"),
        Mail(
            from: "Fern & Co.", subject: "Your return has been processed",
            preview: "We've received the wool coat you sent back. "
                + "A refund of $129.00 will appear on your original payment method within 5 days.",
            date: MailDate(year: 2026, month: 11, day: 21, hour: 15, minute: 12), category: "transactions"),
        Mail(
            from: "Stridewell", subject: "Your weekly activity summary",
            preview: "You walked 52,340 steps this week, 12% more than last week. "
                + "Your longest walk was 7.4 km on Saturday morning.",
            date: MailDate(year: 2026, month: 11, day: 21, hour: 8, minute: 48), category: "updates"),
        Mail(
            from: "Maya Chen", subject: "Re: Book recommendation",
            preview: "Okay, I finished it in two nights. The ending made me so angry, in the best way. "
                + "We need to talk about chapter 12.",
            date: MailDate(year: 2026, month: 11, day: 20, hour: 18, minute: 22), category: "primary"),
        Mail(
            from: "Nimbus Streaming", subject: "3 months for $1: come back to Nimbus",
            preview: "We've missed you. Rejoin now and get three months of ad-free streaming for one dollar, "
                + "then $9.99 a month. Cancel anytime.",
            date: MailDate(year: 2026, month: 11, day: 20, hour: 12, minute: 9), category: "promotions"),
        Mail(
            from: "Northwind Bank", subject: "Transfer received: $250.00",
            preview: "Priya Raman sent you $250.00 with the note “cabin deposit”. "
                + "The money is available in your checking account now.",
            date: MailDate(year: 2026, month: 11, day: 19, hour: 17, minute: 35), category: "transactions"),
        Mail(
            from: "Atlas Books", subject: "Buy two, get one free on all paperbacks",
            preview: "Stock up for the holidays: mix and match any paperbacks in store or online. "
                + "The offer ends Sunday at midnight.",
            date: MailDate(year: 2026, month: 11, day: 19, hour: 9, minute: 14), category: "promotions"),
        Mail(
            from: "Sofia Müller", subject: "The recipe you asked for",
            preview: "Here's my grandmother's apple cake. The trick is to let the batter rest for 20 minutes; "
                + "don't skip it, it really matters.",
            date: MailDate(year: 2026, month: 11, day: 18, hour: 21, minute: 40), category: "primary"),
        Mail(
            from: "Brightpath Calendar", subject: "Your week ahead: 6 events",
            preview: "Coming up: team standup, dentist on Thursday at 10:30, Sofia's birthday dinner "
                + "and the building's fire alarm test.",
            date: MailDate(year: 2026, month: 11, day: 18, hour: 10, minute: 27), category: "updates"),
        Mail(
            from: "Voltline Energy", subject: "Your electricity bill for October",
            preview: "Your bill of $84.12 is ready and will be paid automatically on Dec 1 "
                + "from your account ending 0928.",
            date: MailDate(year: 2026, month: 11, day: 17, hour: 16, minute: 3), category: "transactions"),
        Mail(
            from: "Trailhead Gear", subject: "Pack your bags: 25% off travel essentials",
            preview: "Duffels, packing cubes and compact chargers are all 25% off this week. "
                + "Members also get free shipping on every order.",
            date: MailDate(year: 2026, month: 11, day: 17, hour: 11, minute: 50), category: "promotions"),
        Mail(
            from: "Jonas Berg", subject: "Cabin weekend in January",
            preview: "Booked it! Four nights, sleeps eight, and there's a sauna by the lake. "
                + "Can everyone send their share of the deposit by Friday?",
            date: MailDate(year: 2026, month: 11, day: 16, hour: 19, minute: 17), category: "primary", unread: true),
        Mail(
            from: "Keystone Security", subject: "New sign-in to your account",
            preview: "We noticed a new sign-in from a Mac in Portland, OR on Nov 16 at 09:29. "
                + "If this was you, there's nothing else to do.",
            date: MailDate(year: 2026, month: 11, day: 16, hour: 9, minute: 32), category: "updates"),
        Mail(
            from: "Parcel Post", subject: "Delivery attempted: we'll try again tomorrow",
            preview: "We couldn't deliver your parcel today because no one was available to sign. "
                + "We'll try again tomorrow between 9:00 and 13:00.",
            date: MailDate(year: 2026, month: 11, day: 15, hour: 14, minute: 44), category: "transactions"),
        Mail(
            from: "Sunny Side Travel", subject: "Winter escapes from $299",
            preview: "Swap grey skies for warm beaches. Seven-night packages to the coast with flights included, "
                + "only until the end of November.",
            date: MailDate(year: 2026, month: 11, day: 15, hour: 10, minute: 6), category: "promotions"),
        Mail(
            from: "Chloé Martin", subject: "Welcome to the building!",
            preview: "We're the family in 4B. If you ever need anything, a ladder, a drill or a cup of sugar, "
                + "just knock. So glad you moved in!",
            date: MailDate(year: 2026, month: 11, day: 14, hour: 18, minute: 30), category: "primary"),
        Mail(
            from: "Tidewater Weekly", subject: "Issue 112: how cities fall asleep",
            preview: "Our longest issue yet: what happens after midnight in five cities, "
                + "plus your letters about last week's bike lane story.",
            date: MailDate(year: 2026, month: 11, day: 14, hour: 8, minute: 15), category: "updates"),
    ]

    /// The sample mails moved onto a spec's tabs by position, so that every tab has mail
    /// whichever tabs the spec has (`"mails": "sample"`): the samples of the n-th default tab go
    /// to the n-th tab, wrapping around when there are fewer tabs. With more, each tab after the
    /// fourth takes the samples at its position in every run of as many samples as there are tabs
    /// (the fifth of five takes the 5th, 10th, 15th … newest), so it has its share of every day,
    /// and the first four keep the rest of theirs.
    public static func samples(spreadOver tabs: [Tab]) -> [Mail] {
        let defaultIDs = Tab.defaults.map(\.id)
        guard !tabs.isEmpty else { return [] }
        return samples.enumerated().map { position, mail in
            var moved = mail
            let added = position % tabs.count
            if added >= defaultIDs.count {
                moved.category = tabs[added].id
            } else {
                let index = defaultIDs.firstIndex(of: mail.category) ?? 0
                moved.category = tabs[index % tabs.count].id
            }
            return moved
        }
    }
}
