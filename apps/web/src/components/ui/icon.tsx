import { createElement, type CSSProperties, type HTMLAttributes } from 'react';
import './ui.css';

/** An SVG element of an icon's data, and an icon as antd's icon set describes it (icons.tsx). */
interface AbstractNode {
  tag: string;
  attrs: Record<string, string>;
  children?: AbstractNode[];
}
interface IconDefinition {
  name: string;
  theme: string;
  icon: AbstractNode | ((primaryColor: string, secondaryColor: string) => AbstractNode);
}

export type IconProps = HTMLAttributes<HTMLSpanElement> & { className?: string; style?: CSSProperties; spin?: boolean };

/** SVG attributes as React names them: the data says `fill-rule`, React wants `fillRule`. */
const reactAttributes = (attrs: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(attrs).map(([name, value]) => [name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), value]),
  );

function draw(node: AbstractNode, key: number): React.ReactNode {
  return createElement(node.tag, { key, ...reactAttributes(node.attrs) }, node.children?.map(draw));
}

/**
 * An icon of antd's set drawn from its SVG data alone: the same marks and markup as `@ant-design/icons`
 * (span.anticon with role img and its name), without that package's runtime, which weighs 22 kB gzipped on a
 * reading page (decision 43). Decorative unless given a label.
 */
export function lightIcon(definition: IconDefinition) {
  const root = typeof definition.icon === 'function' ? definition.icon('currentColor', '#e6f4ff') : definition.icon;
  function Icon({ className, spin, ...rest }: IconProps) {
    const label = rest['aria-label'];
    return (
      <span
        role="img"
        aria-label={label ?? definition.name}
        aria-hidden={label ? undefined : rest['aria-hidden']}
        className={['anticon', `anticon-${definition.name}`, className].filter(Boolean).join(' ')}
        {...rest}
      >
        <svg
          {...reactAttributes(root.attrs)}
          className={spin ? 'anticon-spin' : undefined}
          width="1em"
          height="1em"
          fill="currentColor"
          aria-hidden="true"
          focusable="false"
        >
          {root.children?.map(draw)}
        </svg>
      </span>
    );
  }
  Icon.displayName = `Icon(${definition.name})`;
  return Icon;
}
