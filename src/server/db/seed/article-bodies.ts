import type { RichText } from '../rich-text.ts';
import type { Translated } from '../translated.ts';
import type { ArticleSeed } from './content/magazine.ts';
import { richTextBoth } from './rich-text.ts';

type Subject = { production?: { title: Translated; path: Translated }; person?: string };

// Article bodies follow the house style of each category; the subject fills in names and links,
// so thirty articles read differently without thirty hand-written bodies.
export function articleBody(article: ArticleSeed, subject: Subject): Translated<RichText> {
  const production = subject.production;
  const person = subject.person ?? 'das Team';
  const personEn = subject.person ?? 'the team';
  const withPersonDe = subject.person ? `mit ${subject.person}` : 'mit dem Team';
  const titleDe = production ? `„${production.title.de}“` : '';
  const titleEn = production ? `"${production.title.en}"` : '';
  const linkDe = production ? `\n\nKarten und Termine finden Sie auf der [Seite der Produktion](${production.path.de}).` : '';
  const linkEn = production ? `\n\nDates and tickets are on the [production page](${production.path.en}).` : '';
  const lead = article.teaser;

  switch (article.category) {
    case 'interviews':
      return richTextBoth({
        de: `*${lead.de}*\n\n**Wie hat alles angefangen?**\n\nMit einer Frage, die mich nicht losgelassen hat. ${production ? `Bei ${titleDe}` : 'Diesmal'} war das die Frage, was ein Ensemble zusammenhält, wenn alles auseinanderdriftet.\n\n**Was war in den Proben am schwierigsten?**\n\nDas Loslassen. Man plant wochenlang, und dann passiert auf der Probebühne etwas, das viel besser ist als jeder Plan.\n\n## Was bleibt\n\n„Ich wünsche mir, dass die Leute nach der Vorstellung noch im Foyer stehen und streiten“, sagt ${person}.${linkDe}`,
        en: `*${lead.en}*\n\n**How did it all begin?**\n\nWith a question I could not let go of. ${production ? `With ${titleEn}` : 'This time'} it was the question of what holds a company together when everything drifts apart.\n\n**What was hardest in rehearsals?**\n\nLetting go. You plan for weeks, and then something happens in the rehearsal room that is much better than any plan.\n\n## What remains\n\n"I hope people stay in the foyer after the show and argue," says ${personEn}.${linkEn}`,
      });
    case 'essays':
      return richTextBoth({
        de: `${lead.de}\n\n## Eine alte Frage, neu gestellt\n\n${production ? `Wer ein Stück wie ${titleDe} heute auf die Bühne bringt` : 'Wer heute Theater macht'}, muss sich fragen, was es uns *jetzt* zu sagen hat. Die Antwort ist selten bequem.\n\n### Drei Beobachtungen\n\n- Das Publikum ist klüger, als Spielpläne oft annehmen.\n- Ein Klassiker wird nicht alt, nur unsere Lesarten werden es.\n- Theater ist der einzige Ort, an dem wir gemeinsam **schweigen**.\n\nVielleicht liegt darin die eigentliche Zumutung – und die eigentliche Chance.${linkDe}`,
        en: `${lead.en}\n\n## An old question, asked anew\n\n${production ? `Anyone who stages a play like ${titleEn} today` : 'Anyone making theatre today'} has to ask what it has to tell us *now*. The answer is rarely comfortable.\n\n### Three observations\n\n- Audiences are smarter than season programmes often assume.\n- A classic never ages; only our readings of it do.\n- Theatre is the only place where we fall **silent** together.\n\nPerhaps that is the real challenge – and the real opportunity.${linkEn}`,
      });
    case 'podcast-video':
      return richTextBoth({
        de: `${lead.de}\n\n## Jetzt anhören und ansehen\n\nAlle Folgen von *Hinterbühne* gibt es [auf Spotify](https://open.spotify.com/show/hinterbuehne) und in jeder Podcast-App. Unsere Videos finden Sie auf [YouTube](https://www.youtube.com/@kulturhausamfluss).\n\n### In dieser Folge\n\n1. Begrüßung und Neuigkeiten aus dem Haus\n2. Das Gespräch ${withPersonDe}\n3. Der Tipp der Woche${linkDe}`,
        en: `${lead.en}\n\n## Listen and watch now\n\nEvery episode of *Backstage* is [on Spotify](https://open.spotify.com/show/hinterbuehne) and in every podcast app. Our videos are on [YouTube](https://www.youtube.com/@kulturhausamfluss).\n\n### In this episode\n\n1. Welcome and news from the house\n2. The conversation with ${personEn}\n3. Tip of the week${linkEn}`,
      });
    case 'junges-haus':
      return richTextBoth({
        de: `${lead.de}\n\n## Gut zu wissen\n\n1. Kommen Sie **zwanzig Minuten** vor Beginn, dann bleibt Zeit für Garderobe und Toilette.\n2. Kinder unter drei Jahren sitzen kostenlos auf dem Schoß.\n3. Wer zwischendurch raus muss, darf raus – bei uns ist das kein Problem.\n\n### Für Schulen und Kitas\n\nWir beraten Sie gern, welches Stück zu Ihrer Gruppe passt. Schreiben Sie an [junges-haus@kulturhaus-am-fluss.example](mailto:junges-haus@kulturhaus-am-fluss.example).${linkDe}`,
        en: `${lead.en}\n\n## Good to know\n\n1. Arrive **twenty minutes** before the start so there is time for the cloakroom and the loo.\n2. Children under three sit on a lap for free.\n3. Anyone who needs to step out can do so – that is never a problem here.\n\n### For schools and nurseries\n\nWe are happy to advise which show suits your group. Write to [junges-haus@kulturhaus-am-fluss.example](mailto:junges-haus@kulturhaus-am-fluss.example).${linkEn}`,
      });
    default:
      return richTextBoth({
        de: `${lead.de}\n\n## Ein Blick hinter die Kulissen\n\nWas das Publikum am Abend sieht, ist das Ergebnis von Wochen in Werkstätten, Probenräumen und Büros. ${production ? `Für ${titleDe} haben` : 'Für einen einzigen Theaterabend arbeiten'} mehr als **vierzig Menschen** zusammen${production ? 'gearbeitet' : ''}.\n\n### Zahlen und Fakten\n\n- 6 Wochen Bauzeit in den Werkstätten\n- 320 Arbeitsstunden in der Schneiderei\n- 1 Premiere, auf die alle hinarbeiten\n\n*Wer selbst einmal hinter die Bühne schauen möchte:* Unsere Führungen finden jeden zweiten Samstag statt.${linkDe}`,
        en: `${lead.en}\n\n## A look behind the scenes\n\nWhat the audience sees in the evening is the result of weeks in workshops, rehearsal rooms and offices. ${production ? `More than **forty people** worked together on ${titleEn}.` : 'More than **forty people** work together on a single night at the theatre.'}\n\n### Facts and figures\n\n- 6 weeks of building in the workshops\n- 320 hours of work in the costume department\n- 1 premiere that everyone is working towards\n\n*If you would like to see backstage for yourself:* our tours take place every other Saturday.${linkEn}`,
      });
  }
}
