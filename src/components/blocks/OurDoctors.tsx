import { Image } from '../Image';
import type { ImageSource } from '../../domain/image';
import { type BlockContext, BlockSection, SectionHeading } from './Section';

export interface OurDoctorsBlock {
  eyebrow?: string;
  title: string;
  text?: string;
  doctors: { name: string; role?: string; text?: string; image?: ImageSource }[];
}

/** The doctors behind the results, as portrait cards. */
export function OurDoctors({ block, id, ctx }: { block: OurDoctorsBlock; id: string; ctx: BlockContext }) {
  return (
    <BlockSection name="our-doctors" labelledBy={id}>
      <SectionHeading id={id} eyebrow={block.eyebrow} title={block.title} text={block.text} center />
      <ul className="mt-10 grid gap-5 xs:grid-cols-1 sm:grid-cols-2 lg:grid-cols-4">
        {block.doctors.map((doctor) => (
          <li key={doctor.name} className="card flex flex-col items-center text-center">
            {doctor.image ? (
              <div className="w-32 overflow-hidden rounded-full bg-brand-50 ring-4 ring-brand-50">
                <Image image={doctor.image} width={128} resizing={ctx.imageResizing} className="block h-auto w-full" />
              </div>
            ) : null}
            <h3 className="mt-4 text-lg font-700 text-ink">{doctor.name}</h3>
            {doctor.role ? <p className="text-sm font-600 text-brand-700">{doctor.role}</p> : null}
            {doctor.text ? <p className="mt-3 text-sm leading-relaxed text-ink-soft">{doctor.text}</p> : null}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
