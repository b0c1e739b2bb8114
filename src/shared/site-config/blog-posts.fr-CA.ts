import type { BlogPostTranslation } from './blog-posts';

/** The spec's two pet-care tips in Canadian French, as the seed writes them into the blog (issue 30). */
export const blogPostsFrench: Record<number, BlogPostTranslation> = {
    1: {
      title: 'Prendre soin des pattes et du pelage en hiver, entre deux toilettages',
      snippet:
        'Le sel de déglaçage, la glace et l’air sec de la maison sont durs pour les pattes et le pelage. Cinq minutes après chaque promenade suffisent pour garder votre chien à l’aise jusqu’au prochain toilettage.',
      tags: ['Chiens', 'Toilettage', 'Hiver'],
      imageAlt: 'Illustration d’un chien portant un foulard rouge, assis dans la neige à côté d’une serviette pliée',
      paragraphs: [
        'Un hiver à Hamilton, c’est rude pour les pattes. Les trottoirs du centre-ville et les sentiers le long de l’escarpement sont salés de novembre à mars, et le sel et les produits de déglaçage assèchent les coussinets jusqu’à les faire craqueler. Une fois à la maison, les chiens se lèchent aussi les pattes pour les nettoyer, et avalent ainsi tout ce qui traînait sur la route. Bonne nouvelle : quelques petites habitudes entre deux toilettages évitent la plupart des ennuis.',
        'Rincez et séchez après chaque promenade. Gardez une vieille serviette et un bol peu profond d’eau tiède près de la porte, trempez chaque patte et passez les doigts entre les orteils, là où s’accumulent le sel et le gravier. Séchez ensuite à fond, y compris entre les coussinets : c’est le poil resté humide à cet endroit qui donne une peau rouge et irritée en février.',
        'Gardez le poil entre les coussinets coupé à ras et les griffes courtes. Les longues touffes ramassent des boules de neige qui tirent sur la peau, et des griffes trop longues donnent moins de prise sur la glace. Un test simple : si vous entendez les griffes cliqueter sur le plancher de la cuisine, il est temps de les tailler. Si votre chien n’aime pas qu’on lui touche les pattes, une petite retouche chez le toiletteur est bien moins stressante qu’une lutte sur le plancher du salon.',
        'Brossez plus, baignez moins. Un pelage ne garde un chien au chaud que si l’air peut y circuler, et les nœuds l’aplatissent et retiennent l’humidité contre la peau. Deux ou trois courtes séances de brossage par semaine suffisent pour la plupart des chiens ; les races à double pelage, comme les huskys et les bergers, ne devraient jamais être rasées pour l’hiver. Quand un bain s’impose, utilisez de l’eau tiède et assurez-vous que votre chien est complètement sec avant de ressortir.',
        'Protégez avant de sortir. Une mince couche de cire à pattes sans danger pour les animaux forme une barrière contre le sel, et les bottillons fonctionnent bien pour les chiens qui les acceptent ; habituez-les à l’intérieur, une minute à la fois et avec des gâteries, avant la première vraie promenade. Les chiens de petite taille, à poil court ou âgés apprécient souvent un manteau dès que le mercure descend sous les moins dix environ.',
        'Enfin, sachez quand appeler le vétérinaire. Une boiterie, des coussinets qui saignent ou profondément fendillés, une enflure entre les orteils ou un léchage qui ne s’arrête pas sont des signes qu’il faut y regarder de plus près. Pris à temps, la plupart des problèmes de pattes en hiver guérissent vite, et votre chien peut recommencer à profiter de la neige.',
      ],
    },
    2: {
      title: 'Accueillir un nouveau chat : les deux premières semaines',
      snippet:
        'Un camp de base tranquille, une routine stable et les bons jouets aident un nouveau chat à se sentir chez lui. Voici comment planifier les deux premières semaines.',
      tags: ['Chats', 'Nouveaux compagnons', 'Jouets'],
      imageAlt: 'Illustration d’un chat qui sort la tête d’une boîte de carton, à côté d’un jouet à plumes',
      paragraphs: [
        'Ramener un chat à la maison, c’est excitant pour vous et bouleversant pour lui. Les chats découvrent le monde par l’odorat et la routine : une nouvelle maison, c’est beaucoup à absorber d’un coup. Le plus gentil, c’est de lui rendre l’espace plus petit : aménagez une pièce calme comme camp de base avant son arrivée.',
        'Le camp de base a besoin d’une litière, de nourriture et d’eau placées loin de la litière, d’un griffoir et d’une cachette. Une boîte de carton couchée sur le côté avec une couverture douce à l’intérieur fait aussi bien que n’importe quel lit. Si le refuge ou l’éleveur peut vous donner une couverture ou un jouet qui sent son ancienne maison, mettez-le aussi dans la pièce.',
        'Laissez votre chat choisir son rythme. Asseyez-vous par terre, lisez ou faites défiler votre téléphone en silence, et laissez-le venir à vous ; un lent clignement des yeux est un bonjour amical en langage chat. Ne sortez jamais un chat de sa cachette de force. Les chats confiants explorent souvent toute la maison en quelques jours, alors que les timides peuvent prendre deux semaines ou plus, et les deux sont normaux.',
        'Gardez les repas et la litière prévisibles. Nourrissez-le aux mêmes heures chaque jour et commencez avec la nourriture qu’il mangeait déjà ; si vous voulez en changer, mélangez la nouvelle graduellement sur sept à dix jours pour éviter les maux de ventre. Prévoyez une litière par chat, plus une, avec une litière agglomérante sans parfum, que la plupart des chats acceptent.',
        'Le jeu permet à un nouveau chat de se défouler et d’apprendre à vous faire confiance. Les cannes à pêche, les balles froissées, les jouets à botter et les distributeurs-casse-tête simples sont d’excellents choix. Gardez hors de portée la ficelle, le ruban, les élastiques et les guirlandes, dangereux s’ils sont avalés, et rangez les cannes à pêche après chaque séance. Si vous utilisez un jouet laser, terminez en laissant votre chat bondir sur quelque chose de réel, comme une souris en peluche ou une gâterie, pour que la chasse finisse par une prise.',
        'Prenez rendez-vous chez le vétérinaire dans la première ou la deuxième semaine, et apportez les dossiers qu’on vous a remis. C’est le bon moment pour confirmer les vaccins, vérifier ou enregistrer une micropuce, et parler de stérilisation, d’alimentation et de prévention des parasites, pour que votre nouveau compagnon parte en santé.',
      ],
    },
  };
