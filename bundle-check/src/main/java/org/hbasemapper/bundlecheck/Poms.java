package org.hbasemapper.bundlecheck;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;

/** Reading POMs and Maven metadata: the elements by name, without namespaces. */
final class Poms {
  private Poms() {}

  static Element read(Path file) {
    try (InputStream in = Files.newInputStream(file)) {
      DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
      factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      return factory.newDocumentBuilder().parse(in).getDocumentElement();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file, e);
    } catch (ParserConfigurationException | SAXException e) {
      throw new IllegalStateException("cannot parse " + file + ": " + e.getMessage(), e);
    }
  }

  /** The first child element named {@code name}, or null. */
  static Element child(Element parent, String name) {
    List<Element> found = children(parent, name);
    return found.isEmpty() ? null : found.get(0);
  }

  static List<Element> children(Element parent, String name) {
    List<Element> found = new ArrayList<>();
    for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
      if (node instanceof Element element && element.getTagName().equals(name)) {
        found.add(element);
      }
    }
    return found;
  }

  /** The text of the child element named {@code name}, when it has any. */
  static Optional<String> text(Element parent, String name) {
    Element element = child(parent, name);
    return element == null || element.getTextContent().isBlank() ? Optional.empty()
        : Optional.of(element.getTextContent().strip());
  }
}
