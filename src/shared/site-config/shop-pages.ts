import type { Locale } from '../i18n/locales';
import { siteConfig, type SiteConfig } from './site-config';

/**
 * The built-in text of the shop's own pages (issue 30 item 5): a plain-language privacy
 * policy for an Ontario shop under PIPEDA and CASL, and the terms of sale and of booking,
 * in English and French, in the paragraphs-and-headings subset of text-blocks.ts. The
 * owner words their own in the console; these show until then. The shop's name, address
 * and contact come from the site's configuration (D1), so a re-branded shop's pages name it.
 */
type Shop = Pick<SiteConfig, 'brand' | 'address' | 'contact'>;

const addressLine = ({ address }: Shop) => `${address.name}, ${address.street}, ${address.city} ${address.province} ${address.postalCode}, ${address.country}`;

const privacy: Record<Locale, (shop: Shop) => string> = {
  'en-CA': (shop) => `${shop.brand} sells pet supplies and books pet-care visits in ${shop.address.city}, ${shop.address.provinceName}. This policy says, in plain words, what personal information we keep about you, why, for how long, who else sees it, and what you can ask of us. It follows Canada's Personal Information Protection and Electronic Documents Act (PIPEDA) and Canada's anti-spam law (CASL).

## What we collect and why

- Your account: name, email address, password (stored only as a one-way hash) and preferred language, so you can sign in and we can write to you in your language.
- Your pets: name, type, age, breed, vaccination records and proofs you upload, so the right service is booked and your pet is safe with other animals.
- Your appointments and the notes our staff write about a visit, so we can provide the service and keep its history.
- Your orders: what you bought, amounts, taxes and delivery details, so we can fulfil and refund them and keep the records the tax authority asks for.
- Your choices about messages (news by email, reminders by text message, and your phone number if you give it), with the wording you agreed to, when and where.
- Page visits, counted without cookies and without personal information, so we know which pages are useful.

We collect only what we need for these purposes and we do not sell your information.

## How long we keep it

- Sales records (orders, refunds and taxes) are kept for 6 years, as the Canada Revenue Agency requires. If you close your account they are kept under an anonymous customer.
- Your account, pets and appointments are kept while your account is open. When you close it they are deleted or made anonymous at once.
- A record of each consent you gave or withdrew is kept as long as we may need to show it.
- Anything no longer needed is deleted or made anonymous.

## Who we share it with

We share only what each service needs to do its job for us:

- our payment provider, to take card payments (we never see or keep your full card number);
- our email provider, to deliver account, booking and order messages and, if you agreed, our news;
- our text message provider, to send appointment reminders if you asked for them.

These providers may store information outside Canada, under the law of that country; they may use it only to provide their service to us. We disclose personal information to anyone else only when the law requires it.

## Consent and unsubscribing

We send news and offers only if you said yes, or for a limited time after a purchase (2 years) or an inquiry (6 months) as CASL allows. Every news email names ${shop.brand}, gives our mailing address and has an unsubscribe link that works without signing in; unsubscribing takes effect at once. Reply STOP to any text message to stop texts. You can change these choices at any time in your profile. Messages about your orders and appointments are not marketing and are sent whatever you choose.

## Your rights

- You can get a copy of all the information we hold about you: download it from your profile, or ask us and we will answer within 30 days.
- You can ask us to correct anything that is wrong.
- You can close your account from your profile at any time.
- You can withdraw your consent to news or texts at any time.

If you are not satisfied with our answer, you may complain to the Office of the Privacy Commissioner of Canada (priv.gc.ca).

## Contact

Our privacy officer answers questions about this policy: ${shop.contact.email}, ${shop.contact.phone}, ${addressLine(shop)}.`,
  'fr-CA': (shop) => `${shop.brand} vend des produits pour animaux et réserve des soins pour animaux à ${shop.address.city}, en ${shop.address.provinceName}. Cette politique explique simplement quels renseignements personnels nous gardons à votre sujet, pourquoi, combien de temps, qui d’autre les voit et ce que vous pouvez nous demander. Elle suit la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) et la Loi canadienne anti-pourriel (LCAP).

## Ce que nous recueillons et pourquoi

- Votre compte : nom, adresse courriel, mot de passe (conservé seulement sous forme de hachage à sens unique) et langue préférée, pour que vous puissiez vous connecter et que nous vous écrivions dans votre langue.
- Vos animaux : nom, type, âge, race, carnets de vaccination et preuves que vous téléversez, pour réserver le bon service et assurer la sécurité de votre animal avec les autres.
- Vos rendez-vous et les notes de notre personnel sur une visite, pour offrir le service et en garder l’historique.
- Vos commandes : ce que vous avez acheté, les montants, les taxes et les détails de livraison, pour les exécuter, les rembourser et garder les registres exigés par l’autorité fiscale.
- Vos choix au sujet des messages (nouvelles par courriel, rappels par texto, et votre numéro de téléphone si vous le donnez), avec le libellé accepté, la date et l’endroit.
- Les visites de pages, comptées sans témoins et sans renseignements personnels, pour savoir quelles pages sont utiles.

Nous recueillons seulement ce qui est nécessaire à ces fins et nous ne vendons pas vos renseignements.

## Combien de temps nous les gardons

- Les registres de ventes (commandes, remboursements et taxes) sont gardés 6 ans, comme l’exige l’Agence du revenu du Canada. Si vous fermez votre compte, ils sont gardés sous un client anonyme.
- Votre compte, vos animaux et vos rendez-vous sont gardés tant que votre compte est ouvert. Quand vous le fermez, ils sont supprimés ou rendus anonymes aussitôt.
- Une trace de chaque consentement donné ou retiré est gardée aussi longtemps que nous pourrions devoir la montrer.
- Ce qui n’est plus nécessaire est supprimé ou rendu anonyme.

## Avec qui nous les partageons

Nous partageons seulement ce dont chaque service a besoin pour travailler pour nous :

- notre fournisseur de paiement, pour les paiements par carte (nous ne voyons ni ne gardons jamais votre numéro de carte complet);
- notre fournisseur de courriel, pour livrer les messages de compte, de rendez-vous et de commande et, si vous l’avez accepté, nos nouvelles;
- notre fournisseur de textos, pour envoyer les rappels de rendez-vous si vous les avez demandés.

Ces fournisseurs peuvent conserver des renseignements hors du Canada, sous la loi de ce pays; ils ne peuvent s’en servir que pour nous rendre leur service. Nous ne communiquons des renseignements personnels à quiconque d’autre que si la loi l’exige.

## Consentement et désabonnement

Nous envoyons des nouvelles et des offres seulement si vous avez dit oui, ou pour une durée limitée après un achat (2 ans) ou une demande de renseignements (6 mois), comme le permet la LCAP. Chaque courriel de nouvelles nomme ${shop.brand}, donne notre adresse postale et comporte un lien de désabonnement qui fonctionne sans connexion; le désabonnement prend effet aussitôt. Répondez ARRÊT à un texto pour ne plus en recevoir. Vous pouvez changer ces choix en tout temps dans votre profil. Les messages au sujet de vos commandes et de vos rendez-vous ne sont pas de la publicité et sont envoyés quels que soient vos choix.

## Vos droits

- Vous pouvez obtenir une copie de tous les renseignements que nous détenons à votre sujet : téléchargez-la depuis votre profil, ou demandez-la-nous et nous répondrons dans les 30 jours.
- Vous pouvez nous demander de corriger ce qui est inexact.
- Vous pouvez fermer votre compte depuis votre profil en tout temps.
- Vous pouvez retirer votre consentement aux nouvelles ou aux textos en tout temps.

Si notre réponse ne vous satisfait pas, vous pouvez porter plainte au Commissariat à la protection de la vie privée du Canada (priv.gc.ca).

## Nous joindre

Notre responsable de la protection des renseignements personnels répond aux questions sur cette politique : ${shop.contact.email}, ${shop.contact.phone}, ${addressLine(shop)}.`,
};

const terms: Record<Locale, (shop: Shop) => string> = {
  'en-CA': (shop) => `These terms apply when you buy from ${shop.brand} or book a visit with us, online or in the shop at ${addressLine(shop)}. They do not limit any right you have under Ontario's Consumer Protection Act.

## Prices and payment

Prices are in Canadian dollars. HST (13%) is added at checkout and shown before you pay. Payment is taken by our payment provider when you place the order; the order is confirmed once the payment is accepted. If an item sells out before you pay, we tell you before any charge.

## Returns and refunds

Unopened items in their original condition may be returned within 30 days with proof of purchase for a refund to the original payment method. Opened food, treats and hygiene products cannot be returned unless they are faulty. Faulty items are replaced or refunded.

## Booking a visit

- A booking is confirmed when we show or send its confirmation; each visit is with one of our providers for the time shown.
- Please arrive on time with your pet on a leash or in a carrier. The information you give about your pet (type, age, health, vaccinations) must be accurate: some services require proof of vaccination.
- You can reschedule or cancel a visit from your account. A service may ask for notice before a visit or take a deposit; if it does, the booking screen says so before you confirm.
- We may cancel a visit if your pet's safety or our staff's requires it, or if the shop must close; we then tell you at once and help you find another time.

## Your pet's care

We care for every animal as our own. If your pet seems unwell during a visit we stop, contact you and, in an emergency, take your pet to a veterinarian at your expense. We are not responsible for conditions that existed before the visit.

## Your account

Keep your password to yourself; you are responsible for what is done with your account. You may close it at any time (see our privacy policy).

## Contact

Questions about an order or a booking: ${shop.contact.email}, ${shop.contact.phone}. These terms are governed by the laws of Ontario and of Canada.`,
  'fr-CA': (shop) => `Ces conditions s’appliquent quand vous achetez chez ${shop.brand} ou réservez une visite avec nous, en ligne ou à la boutique au ${addressLine(shop)}. Elles ne limitent aucun droit que vous donne la Loi sur la protection du consommateur de l’Ontario.

## Prix et paiement

Les prix sont en dollars canadiens. La TVH (13 %) est ajoutée à la caisse et affichée avant le paiement. Le paiement est pris par notre fournisseur de paiement quand vous passez la commande; la commande est confirmée une fois le paiement accepté. Si un article est épuisé avant votre paiement, nous vous le disons avant tout débit.

## Retours et remboursements

Les articles non ouverts dans leur état d’origine peuvent être retournés dans les 30 jours avec une preuve d’achat, pour un remboursement sur le mode de paiement d’origine. La nourriture, les gâteries et les produits d’hygiène ouverts ne peuvent être retournés que s’ils sont défectueux. Les articles défectueux sont remplacés ou remboursés.

## Réserver une visite

- Une réservation est confirmée quand nous affichons ou envoyons sa confirmation; chaque visite a lieu avec l’un de nos fournisseurs à l’heure indiquée.
- Arrivez à l’heure, votre animal en laisse ou dans une cage de transport. Les renseignements donnés sur votre animal (type, âge, santé, vaccins) doivent être exacts : certains services exigent une preuve de vaccination.
- Vous pouvez déplacer ou annuler une visite depuis votre compte. Un service peut demander un préavis ou un dépôt; le cas échéant, l’écran de réservation l’indique avant votre confirmation.
- Nous pouvons annuler une visite si la sécurité de votre animal ou de notre personnel l’exige, ou si la boutique doit fermer; nous vous le disons aussitôt et vous aidons à trouver un autre moment.

## Les soins de votre animal

Nous prenons soin de chaque animal comme du nôtre. Si votre animal semble malade pendant une visite, nous arrêtons, nous vous joignons et, en cas d’urgence, nous l’amenons chez un vétérinaire à vos frais. Nous ne sommes pas responsables des problèmes qui existaient avant la visite.

## Votre compte

Gardez votre mot de passe pour vous; vous êtes responsable de ce qui est fait avec votre compte. Vous pouvez le fermer en tout temps (voir notre politique de confidentialité).

## Nous joindre

Questions sur une commande ou une réservation : ${shop.contact.email}, ${shop.contact.phone}. Ces conditions sont régies par les lois de l’Ontario et du Canada.`,
};

/** The built-in text of one of the shop's pages in `locale`. */
export function builtInShopPage(page: 'privacy' | 'terms', locale: Locale, shop: Shop = siteConfig): string {
  return (page === 'privacy' ? privacy : terms)[locale](shop);
}
