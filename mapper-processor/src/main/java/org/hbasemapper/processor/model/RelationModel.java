package org.hbasemapper.processor.model;

import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;

/**
 * A {@code @Relation} on a {@code @DynamicColumns} map: the map's keys are row keys of
 * {@code target}.
 *
 * @param target the target entity type
 * @param inverse the target's dynamic field that points back, or empty
 * @param annotation the annotation, for diagnostics
 */
public record RelationModel(TypeElement target, String inverse, AnnotationMirror annotation) {}
