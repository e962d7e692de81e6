package org.hbasemapper.dynamic;

import java.lang.invoke.MethodHandles;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import net.bytebuddy.ByteBuddy;
import net.bytebuddy.ClassFileVersion;
import net.bytebuddy.asm.AsmVisitorWrapper;
import net.bytebuddy.description.method.MethodDescription;
import net.bytebuddy.description.modifier.FieldManifestation;
import net.bytebuddy.description.modifier.Ownership;
import net.bytebuddy.description.modifier.TypeManifestation;
import net.bytebuddy.description.modifier.Visibility;
import net.bytebuddy.dynamic.DynamicType;
import net.bytebuddy.dynamic.scaffold.subclass.ConstructorStrategy;
import net.bytebuddy.implementation.Implementation;
import net.bytebuddy.implementation.bytecode.ByteCodeAppender;
import net.bytebuddy.jar.asm.ClassWriter;
import net.bytebuddy.jar.asm.Label;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import net.bytebuddy.jar.asm.Type;
import net.bytebuddy.matcher.ElementMatchers;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Put;
import org.hbasemapper.runtime.KeyPrefix;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.codec.KeyCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.internal.MapperSupport;
import org.hbasemapper.runtime.key.KeyComponent;

/**
 * Defines the mapper class of one entity with byte-buddy: a final subclass of {@link RuntimeMapper}
 * whose hooks are the entity-specific code, written as the bytecode of the straight-line code a
 * generated mapper has, over the entity's values in an array:
 *
 * <pre>{@code
 * static final KeyComponent KEY_0 = ...; static final ValueCodec CODEC_0 = ...;   // from MapperConstants
 * void readValues(Object e, Object[] v)  { Sale s = (Sale) e; v[0] = s.userId(); v[4] = Integer.valueOf(s.quantity()); }
 * Object readValue(Object e, int slot)   { switch (slot) { case 0: return ((Sale) e).userId(); ... } }
 * Object newEntity(Object[] v)           { return new Sale((String) v[0], ..., ((Integer) v[4]).intValue()); }
 * byte[] writeKey(Object[] v)            { byte[] e2 = KEY_2.encode(v[2]); byte[] row = new byte[KEY_0.length(v[0]) + ...]; ... }
 * void readKey(byte[] row, Object[] v)   { MapperSupport.requireKeyLength(row, 16, false, SCHEMA); v[0] = KEY_0.read(row, 0, 8); ... }
 * void writeCells(Object[] v, Put put)   { Object x = v[3]; if (x != null) put.addColumn(FAMILY_0, QUALIFIER_0, MapperSupport.encode(CODEC_0, x, SCHEMA, "price")); ... }
 * Object readEntity(Result r, WideRowSource rows) { ... for (Cell cell : cells) { ... switch (family) { case 0: if (v[3] == null && MapperSupport.matches(q, qo, ql, QUALIFIER_0)) v[3] = CODEC_0.decode(...); ... } } ... }
 * }</pre>
 *
 * <p>The key components and codecs are {@code static final} fields, which the JIT takes for constants: their
 * calls go straight to the one codec of each, as in a generated mapper. The class is defined in the
 * entity's package (a hidden class when the lookup allows it), so that it reaches package-private fields,
 * getters, setters and constructors as code generated beside the entity would; it never uses reflection
 * on an entity.
 */
final class MapperClasses {
  private static final AtomicLong NAMES = new AtomicLong();
  private static final String OBJECT = Type.getInternalName(Object.class);
  private static final String KEY_COMPONENT = Type.getInternalName(KeyComponent.class);
  private static final String MAPPER_SUPPORT = Type.getInternalName(MapperSupport.class);
  private static final String VALUE_CODEC = Type.getInternalName(ValueCodec.class);
  private static final String CELL = Type.getInternalName(Cell.class);
  private static final String PUT = Type.getInternalName(Put.class);
  private static final String BYTES = "[B";
  private static final String MAP = "java/util/Map";
  private static final String MAP_ENTRY = "java/util/Map$Entry";

  private MapperClasses() {}

  /** A mapper of {@code plan}'s entity, its class defined through {@code lookup} (of the entity's package). */
  static RuntimeMapper<?> define(EntityPlan plan, MethodHandles.Lookup lookup) {
    Class<?> type = plan.type;
    // a hidden class needs a lookup with full privilege; a lookup into another loader's package has only
    // package access, and defines a plain class of a name of its own
    boolean hidden = lookup.hasFullPrivilegeAccess();
    String name = type.getName() + "$HBaseMapper" + (hidden ? "" : NAMES.incrementAndGet());
    List<MapperConstants.Field> constants = MapperConstants.fields(plan);
    DynamicType.Builder<?> builder = new ByteBuddy(ClassFileVersion.JAVA_V17)
        .subclass(RuntimeMapper.class, ConstructorStrategy.Default.IMITATE_SUPER_CLASS_OPENING)
        .name(name)
        .modifiers(Visibility.PUBLIC, TypeManifestation.FINAL);
    for (MapperConstants.Field f : constants) {
      builder = builder.defineField(f.name(), f.type(), Visibility.PRIVATE, Ownership.STATIC, FieldManifestation.FINAL);
    }
    byte[] bytes = builder
        .initializer(new Constants(constants))
        .method(ElementMatchers.named("readValues")).intercept(new Implementation.Simple(new ReadValues(plan)))
        .method(ElementMatchers.named("readValue")).intercept(new Implementation.Simple(new ReadValue(plan)))
        .method(ElementMatchers.named("newEntity")).intercept(new Implementation.Simple(new NewEntity(plan)))
        .method(ElementMatchers.named("newValue")).intercept(new Implementation.Simple(new NewValue(plan)))
        .method(ElementMatchers.named("keyValues")).intercept(new Implementation.Simple(new KeyValues(plan)))
        .method(ElementMatchers.named("writeKey")).intercept(new Implementation.Simple(new WriteKey(plan, true)))
        .method(ElementMatchers.named("writeKeyOf")).intercept(new Implementation.Simple(new WriteKey(plan, false)))
        .method(ElementMatchers.named("readKey")).intercept(new Implementation.Simple(new ReadKey(plan, true)))
        .method(ElementMatchers.named("readKeyOf")).intercept(new Implementation.Simple(new ReadKey(plan, false)))
        .method(ElementMatchers.named("writeCells")).intercept(new Implementation.Simple(new WriteCells(plan)))
        .method(ElementMatchers.named("readEntity")).intercept(new Implementation.Simple(new ReadEntity(plan)))
        // the switches and the null checks branch: ASM computes the stack map frames
        .visit(new AsmVisitorWrapper.ForDeclaredMethods().writerFlags(ClassWriter.COMPUTE_FRAMES))
        .make()
        .getBytes();
    MapperConstants.offer(MapperConstants.values(plan));
    try {
      // initialized here, on this thread, whose constants its static initializer takes
      Class<?> mapperClass = hidden ? lookup.defineHiddenClass(bytes, true).lookupClass() : lookup.defineClass(bytes);
      Constructor<?> constructor = mapperClass.getDeclaredConstructor(EntityPlan.class);
      return (RuntimeMapper<?>) constructor.newInstance(plan);
    } catch (IllegalAccessException e) {
      throw new UnmappableEntityException(type, Messages.wrongLookup(type.getSimpleName(),
          lookup.lookupClass().getName()), e);
    } catch (NoClassDefFoundError e) {
      throw new UnmappableEntityException(type, Messages.notVisible(type.getSimpleName(),
          String.valueOf(type.getClassLoader())), e);
    } catch (InvocationTargetException e) {
      throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("the mapper class of " + type.getName() + " has no constructor(EntityPlan)", e);
    } finally {
      MapperConstants.clear();
    }
  }

  /** The static initializer: each constant from {@link MapperConstants#take()} into its field. */
  private record Constants(List<MapperConstants.Field> fields) implements ByteCodeAppender {
    @Override
    public Size apply(MethodVisitor mv, Implementation.Context context, MethodDescription method) {
      String owner = context.getInstrumentedType().getInternalName();
      mv.visitMethodInsn(Opcodes.INVOKESTATIC, Type.getInternalName(MapperConstants.class), "take",
          "()[L" + OBJECT + ";", false);
      for (int i = 0; i < fields.size(); i++) {
        MapperConstants.Field f = fields.get(i);
        mv.visitInsn(Opcodes.DUP);
        pushInt(mv, i);
        mv.visitInsn(Opcodes.AALOAD);
        mv.visitTypeInsn(Opcodes.CHECKCAST, Type.getInternalName(f.type()));
        mv.visitFieldInsn(Opcodes.PUTSTATIC, owner, f.name(), Type.getDescriptor(f.type()));
      }
      mv.visitInsn(Opcodes.POP);
      return new Size(4, 0);
    }
  }

  /** Reads constant {@code name} of the class being written. */
  private static void constant(MethodVisitor mv, Implementation.Context context, String name, Class<?> type) {
    mv.visitFieldInsn(Opcodes.GETSTATIC, context.getInstrumentedType().getInternalName(), name,
        Type.getDescriptor(type));
  }

  /** {@code readValues}: every slot with a reader, boxed, into the array. */
  private record ReadValues(EntityPlan plan) implements ByteCodeAppender {
    @Override
    public Size apply(MethodVisitor mv, Implementation.Context context, MethodDescription method) {
      String owner = Type.getInternalName(plan.type);
      mv.visitVarInsn(Opcodes.ALOAD, 1);
      mv.visitTypeInsn(Opcodes.CHECKCAST, owner);
      mv.visitVarInsn(Opcodes.ASTORE, 3);
      List<EntityPlan.Slot> slots = plan.slots;
      for (int i = 0; i < slots.size(); i++) {
        EntityPlan.Slot slot = slots.get(i);
        if (slot.read() == null || slot.owner() >= 0) {
          continue;
        }
        readInto(mv, 2, i, 3, owner, slot);
      }
      // each embedded value that is not null, outermost first: its fields, nested values included
      for (EntityPlan.Embedded e : plan.embedded) {
        String type = Type.getInternalName(e.type());
        Label absent = new Label();
        value(mv, 2, e.slot());
        mv.visitInsn(Opcodes.DUP);
        mv.visitVarInsn(Opcodes.ASTORE, 4);
        mv.visitJumpInsn(Opcodes.IFNULL, absent);
        mv.visitVarInsn(Opcodes.ALOAD, 4);
        mv.visitTypeInsn(Opcodes.CHECKCAST, type);
        mv.visitVarInsn(Opcodes.ASTORE, 4);
        for (int member : e.members()) {
          readInto(mv, 2, member, 4, type, slots.get(member));
        }
        mv.visitLabel(absent);
      }
      mv.visitInsn(Opcodes.RETURN);
      return new Size(6, 5);
    }
  }

  /** {@code values[index] = box(object.read())}, the object (of class {@code owner}) in local {@code object}. */
  private static void readInto(MethodVisitor mv, int values, int index, int object, String owner, EntityPlan.Slot slot) {
    mv.visitVarInsn(Opcodes.ALOAD, values);
    pushInt(mv, index);
    mv.visitVarInsn(Opcodes.ALOAD, object);
    read(mv, owner, slot.read());
    box(mv, slot.type());
    mv.visitInsn(Opcodes.AASTORE);
  }

  /** {@code keyValues}: the key components of the entity, read in key order into a new array. */
  private record KeyValues(EntityPlan plan) implements ByteCodeAppender {
    @Override
    public Size apply(MethodVisitor mv, Implementation.Context context, MethodDescription method) {
      String owner = Type.getInternalName(plan.type);
      mv.visitVarInsn(Opcodes.ALOAD, 1);
      mv.visitTypeInsn(Opcodes.CHECKCAST, owner);
      mv.visitVarInsn(Opcodes.ASTORE, 2);
      pushInt(mv, plan.key.size());
      mv.visitTypeInsn(Opcodes.ANEWARRAY, OBJECT);
      mv.visitVarInsn(Opcodes.ASTORE, 3);
      for (int i = 0; i < plan.key.size(); i++) {
        readInto(mv, 3, i, 2, owner, plan.slots.get(plan.key.get(i).slot()));
      }
      mv.visitVarInsn(Opcodes.ALOAD, 3);
      mv.visitInsn(Opcodes.ARETURN);
      return new Size(6, 4);
    }
  }

  /** {@code readValue}: a switch over the slots, each case reading one. */
  private record ReadValue(EntityPlan plan) implements ByteCodeAppender {
    @Override
    public Size apply(MethodVisitor mv, Implementation.Context context, MethodDescription method) {
      String owner = Type.getInternalName(plan.type);
      List<EntityPlan.Slot> slots = plan.slots;
      Label none = new Label();
      Label[] cases = new Label[Math.max(slots.size(), 1)];
      for (int i = 0; i < cases.length; i++) {
        cases[i] = i < slots.size() && slots.get(i).read() != null && slots.get(i).owner() < 0 ? new Label() : none;
      }
      mv.visitVarInsn(Opcodes.ALOAD, 1);
      mv.visitTypeInsn(Opcodes.CHECKCAST, owner);
      mv.visitVarInsn(Opcodes.ASTORE, 3);
      mv.visitVarInsn(Opcodes.ILOAD, 2);
      mv.visitTableSwitchInsn(0, cases.length - 1, none, cases);
      for (int i = 0; i < slots.size(); i++) {
        EntityPlan.Slot slot = slots.get(i);
        if (slot.read() == null || slot.owner() >= 0) {
          continue;
        }
        mv.visitLabel(cases[i]);
        mv.visitVarInsn(Opcodes.ALOAD, 3);
        read(mv, owner, slot.read());
        box(mv, slot.type());
        mv.visitInsn(Opcodes.ARETURN);
      }
      mv.visitLabel(none);
      mv.visitInsn(Opcodes.ACONST_NULL);
      mv.visitInsn(Opcodes.ARETURN);
      return new Size(4, 4);
    }
  }

  /** {@code newEntity}: the entity, built from the values as {@link #construct} builds it. */
  private record NewEntity(EntityPlan plan) implements ByteCodeAppender {
    @Override
    public Size apply(MethodVisitor mv, Implementation.Context context, MethodDescription method) {
      construct(mv, plan.type, plan.creation, 1, 2, 3);
      mv.visitVarInsn(Opcodes.ALOAD, 2);
      mv.visitInsn(Opcodes.ARETURN);
      return new Size(4 + 2 * plan.creation.arguments().length, 4);
    }
  }

  /** {@code newValue}: a switch over the embedded values, each case building one as {@link #construct} builds it. */
  private record NewValue(EntityPlan plan) implements ByteCodeAppender {
    @Override
    public Size apply(MethodVisitor mv, Implementation.Context context, MethodDescription method) {
      // locals: 0 this, 1 the index, 2 the values, 3 the value built, 4 a value given to it
      Label none = new Label();
      Label[] cases = new Label[Math.max(plan.embedded.size(), 1)];
      for (int i = 0; i < cases.length; i++) {
        cases[i] = i < plan.embedded.size() ? new Label() : none;
      }
      mv.visitVarInsn(Opcodes.ILOAD, 1);
      mv.visitTableSwitchInsn(0, cases.length - 1, none, cases);
      int arguments = 0;
      for (int i = 0; i < plan.embedded.size(); i++) {
        EntityPlan.Embedded e = plan.embedded.get(i);
        mv.visitLabel(cases[i]);
        construct(mv, e.type(), e.creation(), 2, 3, 4);
        mv.visitVarInsn(Opcodes.ALOAD, 3);
        mv.visitInsn(Opcodes.ARETURN);
        arguments = Math.max(arguments, e.creation().arguments().length);
      }
      mv.visitLabel(none);
      mv.visitInsn(Opcodes.ACONST_NULL);
      mv.visitInsn(Opcodes.ARETURN);
      return new Size(4 + 2 * arguments, 5);
    }
  }

  /**
   * Builds an instance of {@code type} from the values in local {@code values} into local {@code instance}:
   * the constructor with its arguments (a parameter mapping nothing, or a primitive one whose value is
   * absent, gets its type's default), then each field set after it, through the field or its setter, only
   * when its value is not null, so that a constructor's default survives an absent column.
   */
  private static void construct(MethodVisitor mv, Class<?> type, EntityPlan.Creation creation, int values,
      int instance, int temp) {
    String owner = Type.getInternalName(type);
    mv.visitTypeInsn(Opcodes.NEW, owner);
    mv.visitInsn(Opcodes.DUP);
    int[] arguments = creation.arguments();
    Class<?>[] types = creation.argumentTypes();
    for (int i = 0; i < arguments.length; i++) {
      if (arguments[i] < 0) {
        pushDefault(mv, types[i]);
      } else if (types[i].isPrimitive()) {
        // an absent cell leaves the primitive's zero, as a generated mapper passes it
        Label present = new Label();
        Label done = new Label();
        value(mv, values, arguments[i]);
        mv.visitInsn(Opcodes.DUP);
        mv.visitJumpInsn(Opcodes.IFNONNULL, present);
        mv.visitInsn(Opcodes.POP);
        pushDefault(mv, types[i]);
        mv.visitJumpInsn(Opcodes.GOTO, done);
        mv.visitLabel(present);
        unbox(mv, types[i]);
        mv.visitLabel(done);
      } else {
        value(mv, values, arguments[i]);
        unbox(mv, types[i]);
      }
    }
    mv.visitMethodInsn(Opcodes.INVOKESPECIAL, owner, "<init>",
        Type.getConstructorDescriptor((Constructor<?>) creation.constructor()), false);
    mv.visitVarInsn(Opcodes.ASTORE, instance);
    for (EntityPlan.Write write : creation.writes()) {
      Label skip = new Label();
      value(mv, values, write.slot());
      mv.visitVarInsn(Opcodes.ASTORE, temp);
      mv.visitVarInsn(Opcodes.ALOAD, temp);
      mv.visitJumpInsn(Opcodes.IFNULL, skip);
      mv.visitVarInsn(Opcodes.ALOAD, instance);
      mv.visitVarInsn(Opcodes.ALOAD, temp);
      write(mv, owner, write.member());
      mv.visitLabel(skip);
    }
  }

  /**
   * {@code writeKey} (the components at their slots of the values) and {@code writeKeyOf} (the components
   * alone, in key order): as a generated {@code encodeKey}, the variable-width components encoded once
   * first, the key sized, the components written after the prefix, the prefix computed from them last.
   */
  private record WriteKey(EntityPlan plan, boolean bySlot) implements ByteCodeAppender {
    @Override
    public Size apply(MethodVisitor mv, Implementation.Context context, MethodDescription method) {
      List<EntityPlan.KeyPart> key = plan.key;
      int encoded = 2; // locals: 0 this, 1 values, then one per component, the row, the offset
      int row = encoded + key.size();
      int offset = row + 1;
      for (int i = 0; i < key.size(); i++) {
        if (!key.get(i).type().naturalWidth()) {
          component(mv, context, i);
          value(mv, bySlot ? key.get(i).slot() : i);
          mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, KEY_COMPONENT, "encode", "(L" + OBJECT + ";)" + BYTES, false);
          mv.visitVarInsn(Opcodes.ASTORE, encoded + i);
        }
      }
      pushInt(mv, plan.prefix.length());
      for (int i = 0; i < key.size(); i++) {
        component(mv, context, i);
        if (!key.get(i).type().naturalWidth()) {
          mv.visitVarInsn(Opcodes.ALOAD, encoded + i);
          mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, KEY_COMPONENT, "encodedLength", "(" + BYTES + ")I", false);
        } else {
          value(mv, bySlot ? key.get(i).slot() : i);
          mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, KEY_COMPONENT, "length", "(L" + OBJECT + ";)I", false);
        }
        mv.visitInsn(Opcodes.IADD);
      }
      mv.visitIntInsn(Opcodes.NEWARRAY, Opcodes.T_BYTE);
      mv.visitVarInsn(Opcodes.ASTORE, row);
      pushInt(mv, plan.prefix.length());
      mv.visitVarInsn(Opcodes.ISTORE, offset);
      for (int i = 0; i < key.size(); i++) {
        component(mv, context, i);
        if (!key.get(i).type().naturalWidth()) {
          mv.visitVarInsn(Opcodes.ALOAD, encoded + i);
          mv.visitVarInsn(Opcodes.ALOAD, row);
          mv.visitVarInsn(Opcodes.ILOAD, offset);
          mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, KEY_COMPONENT, "writeEncoded", "(" + BYTES + BYTES + "I)I", false);
        } else {
          value(mv, bySlot ? key.get(i).slot() : i);
          mv.visitVarInsn(Opcodes.ALOAD, row);
          mv.visitVarInsn(Opcodes.ILOAD, offset);
          mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, KEY_COMPONENT, "write", "(L" + OBJECT + ";" + BYTES + "I)I", false);
        }
        mv.visitVarInsn(Opcodes.ISTORE, offset);
      }
      if (plan.prefix.kind() != KeyPrefix.Kind.NONE) {
        constant(mv, context, "PREFIX", KeyPrefix.class);
        mv.visitVarInsn(Opcodes.ALOAD, row);
        prefixEnd(mv, plan, row);
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, Type.getInternalName(KeyPrefix.class), "write", "(" + BYTES + "I)V",
            false);
      }
      mv.visitVarInsn(Opcodes.ALOAD, row);
      mv.visitInsn(Opcodes.ARETURN);
      return new Size(8, offset + 1);
    }
  }

  /**
   * {@code readKey} (into the slots of the values) and {@code readKeyOf} (into an array of the components,
   * in key order): as a generated {@code decodeKey}, the length checked (exact when every component has a
   * fixed width), then the prefix, then each component read at its offset.
   */
  private record ReadKey(EntityPlan plan, boolean bySlot) implements ByteCodeAppender {
    @Override
    public Size apply(MethodVisitor mv, Implementation.Context context, MethodDescription method) {
      int fixed = plan.prefix.length();
      boolean exact = true;
      for (EntityPlan.KeyPart k : plan.key) {
        fixed += k.byteWidth();
        exact &= k.byteWidth() != 0;
      }
      mv.visitVarInsn(Opcodes.ALOAD, 1);
      pushInt(mv, fixed);
      mv.visitInsn(exact ? Opcodes.ICONST_1 : Opcodes.ICONST_0);
      constant(mv, context, "SCHEMA", TableSchema.class);
      mv.visitMethodInsn(Opcodes.INVOKESTATIC, MAPPER_SUPPORT, "requireKeyLength",
          "(" + BYTES + "IZ" + Type.getDescriptor(TableSchema.class) + ")V", false);
      if (plan.prefix.kind() != KeyPrefix.Kind.NONE) {
        constant(mv, context, "PREFIX", KeyPrefix.class);
        mv.visitVarInsn(Opcodes.ALOAD, 1);
        prefixEnd(mv, plan, 1);
        constant(mv, context, "TABLE", String.class);
        constant(mv, context, "ENTITY", String.class);
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, Type.getInternalName(KeyPrefix.class), "verify",
            "(" + BYTES + "ILjava/lang/String;Ljava/lang/String;)V", false);
      }
      int offset = plan.prefix.length();
      for (int i = 0; i < plan.key.size(); i++) {
        EntityPlan.KeyPart k = plan.key.get(i);
        mv.visitVarInsn(Opcodes.ALOAD, 2);
        pushInt(mv, bySlot ? k.slot() : i);
        component(mv, context, i);
        mv.visitVarInsn(Opcodes.ALOAD, 1);
        pushInt(mv, offset);
        if (k.byteWidth() == 0) {
          mv.visitVarInsn(Opcodes.ALOAD, 1);
          mv.visitInsn(Opcodes.ARRAYLENGTH);
        } else {
          pushInt(mv, offset + k.byteWidth());
        }
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, KEY_COMPONENT, "read", "(" + BYTES + "II)L" + OBJECT + ";", false);
        mv.visitInsn(Opcodes.AASTORE);
        offset += k.byteWidth();
      }
      mv.visitInsn(Opcodes.RETURN);
      return new Size(7, 3);
    }
  }

  /**
   * {@code writeCells}: the cell of each plain column whose value is not null, through its codec, the
   * cells of each map, then the presence marker's.
   */
  private record WriteCells(EntityPlan plan) implements ByteCodeAppender {
    @Override
    public Size apply(MethodVisitor mv, Implementation.Context context, MethodDescription method) {
      for (int i = 0; i < plan.columns.size(); i++) {
        EntityPlan.Column c = plan.columns.get(i);
        // counters and the version are the DAO's to write; an embedded value's cells come after the maps
        if (c.kind() == EntityPlan.ColumnKind.PLAIN && !c.nested()) {
          writeColumn(mv, context, i, c);
        } else if (c.kind() == EntityPlan.ColumnKind.VERSIONS) {
          writeVersions(mv, context, i, c);
        }
      }
      for (int i = 0; i < plan.dynamics.size(); i++) {
        writeMap(mv, context, i, plan.dynamics.get(i));
      }
      for (EntityPlan.Embedded e : plan.embedded) {
        if (plan.slots.get(e.slot()).owner() < 0) {
          writeValue(mv, context, e);
        }
      }
      if (plan.marker != null) {
        mv.visitVarInsn(Opcodes.ALOAD, 2);
        constant(mv, context, "MARKER_FAMILY", byte[].class);
        constant(mv, context, "MARKER_QUALIFIER", byte[].class);
        constant(mv, context, "MARKER_VALUE", byte[].class);
        addColumn(mv);
      }
      mv.visitInsn(Opcodes.RETURN);
      return new Size(8, 6);
    }

    /** A column's cell when its value is not null: {@code put.addColumn(FAMILY_i, QUALIFIER_i, encode(CODEC_i, v))}. */
    private static void writeColumn(MethodVisitor mv, Implementation.Context context, int i, EntityPlan.Column c) {
      Label skip = new Label();
      value(mv, c.slot());
      mv.visitVarInsn(Opcodes.ASTORE, 3);
      mv.visitVarInsn(Opcodes.ALOAD, 3);
      mv.visitJumpInsn(Opcodes.IFNULL, skip);
      mv.visitVarInsn(Opcodes.ALOAD, 2);
      constant(mv, context, "FAMILY_" + i, byte[].class);
      constant(mv, context, "QUALIFIER_" + i, byte[].class);
      if (c.kind() == EntityPlan.ColumnKind.PRESENCE) {
        constant(mv, context, "MARKER_VALUE", byte[].class);
      } else {
        constant(mv, context, "CODEC_" + i, ValueCodec.class);
        mv.visitVarInsn(Opcodes.ALOAD, 3);
        constant(mv, context, "SCHEMA", TableSchema.class);
        mv.visitLdcInsn(c.field());
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, MAPPER_SUPPORT, "encode", "(L" + VALUE_CODEC + ";L" + OBJECT + ";"
            + Type.getDescriptor(TableSchema.class) + "Ljava/lang/String;)" + BYTES, false);
      }
      addColumn(mv);
      mv.visitLabel(skip);
    }

    /**
     * A {@code @Versions} map's cells: one version of the column's cell per entry, at the entry's timestamp
     * ({@code MapperSupport.versionTimestamp} refuses one HBase cannot store), its value through the codec.
     */
    private static void writeVersions(MethodVisitor mv, Implementation.Context context, int i, EntityPlan.Column c) {
      Label skip = new Label();
      Label loop = new Label();
      mapOrSkip(mv, c.slot(), skip);
      entries(mv, loop, skip);
      mv.visitVarInsn(Opcodes.ALOAD, 2);
      constant(mv, context, "FAMILY_" + i, byte[].class);
      constant(mv, context, "QUALIFIER_" + i, byte[].class);
      entryKey(mv);
      mv.visitTypeInsn(Opcodes.CHECKCAST, "java/lang/Long");
      constant(mv, context, "SCHEMA", TableSchema.class);
      mv.visitLdcInsn(c.field());
      mv.visitMethodInsn(Opcodes.INVOKESTATIC, MAPPER_SUPPORT, "versionTimestamp", "(Ljava/lang/Long;"
          + Type.getDescriptor(TableSchema.class) + "Ljava/lang/String;)J", false);
      entryValue(mv, context, "CODEC_" + i, c.field());
      mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, PUT, "addColumn", "(" + BYTES + BYTES + "J" + BYTES + ")L" + PUT + ";",
          false);
      mv.visitInsn(Opcodes.POP);
      mv.visitJumpInsn(Opcodes.GOTO, loop);
      mv.visitLabel(skip);
    }

    /**
     * Stores the map in {@code slot} in local 3, or jumps to {@code skip} when it is null. The locals of a
     * map's loop: 3 the map, 4 its entries' iterator ({@link #entries}), 5 an entry.
     */
    private static void mapOrSkip(MethodVisitor mv, int slot, Label skip) {
      value(mv, slot);
      mv.visitVarInsn(Opcodes.ASTORE, 3);
      mv.visitVarInsn(Opcodes.ALOAD, 3);
      mv.visitJumpInsn(Opcodes.IFNULL, skip);
    }

    /**
     * Opens the loop over the entries of the map in local 3: the iterator in local 4, each entry in local 5,
     * to {@code skip} when they are done; the loop's body jumps back to {@code loop}.
     */
    private static void entries(MethodVisitor mv, Label loop, Label skip) {
      mv.visitVarInsn(Opcodes.ALOAD, 3);
      mv.visitTypeInsn(Opcodes.CHECKCAST, MAP);
      mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, MAP, "entrySet", "()Ljava/util/Set;", true);
      mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, "java/util/Set", "iterator", "()Ljava/util/Iterator;", true);
      mv.visitVarInsn(Opcodes.ASTORE, 4);
      mv.visitLabel(loop);
      mv.visitVarInsn(Opcodes.ALOAD, 4);
      mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, "java/util/Iterator", "hasNext", "()Z", true);
      mv.visitJumpInsn(Opcodes.IFEQ, skip);
      mv.visitVarInsn(Opcodes.ALOAD, 4);
      mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, "java/util/Iterator", "next", "()L" + OBJECT + ";", true);
      mv.visitTypeInsn(Opcodes.CHECKCAST, MAP_ENTRY);
      mv.visitVarInsn(Opcodes.ASTORE, 5);
    }

    /**
     * An embedded value's cells, as a generated mapper writes them: its presence cell, then its fields' in
     * declaration order, a nested value's where it is declared; none when the value is null (its slot and
     * its fields' slots are then null).
     */
    private void writeValue(MethodVisitor mv, Implementation.Context context, EntityPlan.Embedded e) {
      writeColumn(mv, context, columnOf(e.slot(), EntityPlan.ColumnKind.PRESENCE),
          plan.columns.get(columnOf(e.slot(), EntityPlan.ColumnKind.PRESENCE)));
      for (int member : e.members()) {
        EntityPlan.Embedded nested = plan.embedded.stream().filter(n -> n.slot() == member).findFirst().orElse(null);
        if (nested != null) {
          writeValue(mv, context, nested);
        } else {
          int i = columnOf(member, EntityPlan.ColumnKind.PLAIN);
          writeColumn(mv, context, i, plan.columns.get(i));
        }
      }
    }

    /** The index of the column of {@code kind} whose value is in {@code slot}. */
    private int columnOf(int slot, EntityPlan.ColumnKind kind) {
      for (int i = 0; i < plan.columns.size(); i++) {
        if (plan.columns.get(i).slot() == slot && plan.columns.get(i).kind() == kind) {
          return i;
        }
      }
      throw new IllegalStateException("no " + kind + " column of slot " + slot);
    }

    /**
     * A map's cells: one per entry, its qualifier the encoded key; a lazy map never loaded writes none, so
     * that the stored family stays as it is.
     */
    private static void writeMap(MethodVisitor mv, Implementation.Context context, int i, EntityPlan.Dynamic d) {
      Label skip = new Label();
      Label loop = new Label();
      mapOrSkip(mv, d.slot(), skip);
      if (d.lazy()) {
        mv.visitVarInsn(Opcodes.ALOAD, 3);
        mv.visitTypeInsn(Opcodes.CHECKCAST, MAP);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, Type.getInternalName(org.hbasemapper.runtime.LazyMap.class),
            "isLoaded", "(L" + MAP + ";)Z", false);
        mv.visitJumpInsn(Opcodes.IFEQ, skip);
      }
      entries(mv, loop, skip);
      mv.visitVarInsn(Opcodes.ALOAD, 2);
      constant(mv, context, "MAP_FAMILY_" + i, byte[].class);
      constant(mv, context, "MAP_KEYS_" + i, KeyCodec.class);
      entryKey(mv);
      constant(mv, context, "SCHEMA", TableSchema.class);
      mv.visitLdcInsn(d.field());
      mv.visitMethodInsn(Opcodes.INVOKESTATIC, MAPPER_SUPPORT, "qualifier", "(L" + Type.getInternalName(KeyCodec.class)
          + ";L" + OBJECT + ";" + Type.getDescriptor(TableSchema.class) + "Ljava/lang/String;)" + BYTES, false);
      entryValue(mv, context, "MAP_VALUES_" + i, d.field());
      addColumn(mv);
      mv.visitJumpInsn(Opcodes.GOTO, loop);
      mv.visitLabel(skip);
    }

    /**
     * Pushes the cell value of the entry in local 5, {@code MapperSupport.mapValue(CODEC, key, value, SCHEMA,
     * field)}: encoded by the codec {@code codec} names, a null value refused naming the field and the key.
     */
    private static void entryValue(MethodVisitor mv, Implementation.Context context, String codec, String field) {
      constant(mv, context, codec, ValueCodec.class);
      entryKey(mv);
      mv.visitVarInsn(Opcodes.ALOAD, 5);
      mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, MAP_ENTRY, "getValue", "()L" + OBJECT + ";", true);
      constant(mv, context, "SCHEMA", TableSchema.class);
      mv.visitLdcInsn(field);
      mv.visitMethodInsn(Opcodes.INVOKESTATIC, MAPPER_SUPPORT, "mapValue", "(L" + VALUE_CODEC + ";L" + OBJECT + ";L"
          + OBJECT + ";" + Type.getDescriptor(TableSchema.class) + "Ljava/lang/String;)" + BYTES, false);
    }

    private static void entryKey(MethodVisitor mv) {
      mv.visitVarInsn(Opcodes.ALOAD, 5);
      mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, MAP_ENTRY, "getKey", "()L" + OBJECT + ";", true);
    }

    private static void addColumn(MethodVisitor mv) {
      mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, PUT, "addColumn", "(" + BYTES + BYTES + BYTES + ")L" + PUT + ";",
          false);
      mv.visitInsn(Opcodes.POP);
    }
  }

  /**
   * {@code readEntity}: a generated {@code fromResult}, loop and all: the key into the values, then one pass
   * over the cells, the current family compared first and looked up only when it changes; in a family
   * with columns, the first column that still wants a value and has the cell's qualifier takes it, decoded
   * by its codec (the chain of tests the generated loop has); a map's cell is an entry of its map. A
   * cell that fails is a {@code MappingException} naming it. Then {@code complete} when the entity has
   * maps or a timestamp, and {@code newEntity}.
   */
  private record ReadEntity(EntityPlan plan) implements ByteCodeAppender {
    // locals: 0 this, 1 result, 2 rows, 3 values, 4 row, 5 cells, 6 cell, 7-8 timestamp, 9 family, 10 i,
    // 11 q, 12 qOffset, 13 qLength, 14 the exception
    private static final int RESULT = 1;
    private static final int ROWS = 2;
    private static final int VALUES = 3;
    private static final int ROW = 4;
    private static final int CELLS = 5;
    private static final int CURRENT = 6;
    private static final int TIMESTAMP = 7;
    private static final int FAMILY = 9;
    private static final int I = 10;
    private static final int Q = 11;
    private static final int Q_OFFSET = 12;
    private static final int Q_LENGTH = 13;
    private static final int FAILURE = 14;

    @Override
    public Size apply(MethodVisitor mv, Implementation.Context context, MethodDescription method) {
      String self = context.getInstrumentedType().getInternalName();
      String result = Type.getInternalName(org.apache.hadoop.hbase.client.Result.class);
      Label empty = new Label();
      mv.visitVarInsn(Opcodes.ALOAD, RESULT);
      mv.visitJumpInsn(Opcodes.IFNULL, empty);
      mv.visitVarInsn(Opcodes.ALOAD, RESULT);
      mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, result, "isEmpty", "()Z", false);
      mv.visitJumpInsn(Opcodes.IFNE, empty);
      pushInt(mv, plan.slots.size());
      mv.visitTypeInsn(Opcodes.ANEWARRAY, OBJECT);
      mv.visitVarInsn(Opcodes.ASTORE, VALUES);
      mv.visitVarInsn(Opcodes.ALOAD, RESULT);
      mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, result, "getRow", "()" + BYTES, false);
      mv.visitVarInsn(Opcodes.ASTORE, ROW);
      mv.visitVarInsn(Opcodes.ALOAD, 0);
      mv.visitVarInsn(Opcodes.ALOAD, ROW);
      mv.visitVarInsn(Opcodes.ALOAD, VALUES);
      mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, self, "readKey", "(" + BYTES + "[L" + OBJECT + ";)V", false);
      mv.visitVarInsn(Opcodes.ALOAD, RESULT);
      mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, result, "rawCells", "()[L" + CELL + ";", false);
      mv.visitVarInsn(Opcodes.ASTORE, CELLS);
      mv.visitInsn(Opcodes.ACONST_NULL);
      mv.visitVarInsn(Opcodes.ASTORE, CURRENT);
      mv.visitInsn(Opcodes.LCONST_0);
      mv.visitVarInsn(Opcodes.LSTORE, TIMESTAMP);
      mv.visitInsn(Opcodes.ICONST_M1);
      mv.visitVarInsn(Opcodes.ISTORE, FAMILY);

      Label tryStart = new Label();
      Label tryEnd = new Label();
      Label handler = new Label();
      Label after = new Label();
      mv.visitTryCatchBlock(tryStart, tryEnd, handler, Type.getInternalName(RuntimeException.class));
      mv.visitLabel(tryStart);
      mv.visitInsn(Opcodes.ICONST_0);
      mv.visitVarInsn(Opcodes.ISTORE, I);
      Label loop = new Label();
      Label next = new Label();
      Label loopEnd = new Label();
      mv.visitLabel(loop);
      mv.visitVarInsn(Opcodes.ILOAD, I);
      mv.visitVarInsn(Opcodes.ALOAD, CELLS);
      mv.visitInsn(Opcodes.ARRAYLENGTH);
      mv.visitJumpInsn(Opcodes.IF_ICMPGE, loopEnd);
      mv.visitVarInsn(Opcodes.ALOAD, CELLS);
      mv.visitVarInsn(Opcodes.ILOAD, I);
      mv.visitInsn(Opcodes.AALOAD);
      mv.visitVarInsn(Opcodes.ASTORE, CURRENT);
      if (plan.timestamp != null) {
        mv.visitVarInsn(Opcodes.LLOAD, TIMESTAMP);
        mv.visitVarInsn(Opcodes.ALOAD, CURRENT);
        mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, CELL, "getTimestamp", "()J", true);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/Math", "max", "(JJ)J", false);
        mv.visitVarInsn(Opcodes.LSTORE, TIMESTAMP);
      }
      Label known = new Label();
      if (RuntimeMapper.readFamilies(plan).size() == 1) {
        // one family read: a byte compare per cell, as the generated loop has
        mv.visitVarInsn(Opcodes.ALOAD, CURRENT);
        constant(mv, context, "FAMILIES", byte[][].class);
        mv.visitInsn(Opcodes.ICONST_0);
        mv.visitInsn(Opcodes.AALOAD);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, MAPPER_SUPPORT, "isFamily", "(L" + CELL + ";" + BYTES + ")Z", false);
        mv.visitJumpInsn(Opcodes.IFEQ, next);
        mv.visitInsn(Opcodes.ICONST_0);
        mv.visitVarInsn(Opcodes.ISTORE, FAMILY);
        mv.visitJumpInsn(Opcodes.GOTO, known);
      }
      // cells come grouped by family: compare with the previous cell's family first
      Label lookUp = new Label();
      mv.visitVarInsn(Opcodes.ILOAD, FAMILY);
      mv.visitJumpInsn(Opcodes.IFLT, lookUp);
      mv.visitVarInsn(Opcodes.ALOAD, CURRENT);
      constant(mv, context, "FAMILIES", byte[][].class);
      mv.visitVarInsn(Opcodes.ILOAD, FAMILY);
      mv.visitInsn(Opcodes.AALOAD);
      mv.visitMethodInsn(Opcodes.INVOKESTATIC, MAPPER_SUPPORT, "isFamily", "(L" + CELL + ";" + BYTES + ")Z", false);
      mv.visitJumpInsn(Opcodes.IFNE, known);
      mv.visitLabel(lookUp);
      mv.visitVarInsn(Opcodes.ALOAD, CURRENT);
      constant(mv, context, "FAMILIES", byte[][].class);
      mv.visitMethodInsn(Opcodes.INVOKESTATIC, Type.getInternalName(RuntimeMapper.class), "familyOf",
          "(L" + CELL + ";[" + BYTES + ")I", false);
      mv.visitVarInsn(Opcodes.ISTORE, FAMILY);
      mv.visitVarInsn(Opcodes.ILOAD, FAMILY);
      mv.visitJumpInsn(Opcodes.IFLT, next);
      mv.visitLabel(known);
      mv.visitVarInsn(Opcodes.ALOAD, CURRENT);
      mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, CELL, "getQualifierArray", "()" + BYTES, true);
      mv.visitVarInsn(Opcodes.ASTORE, Q);
      mv.visitVarInsn(Opcodes.ALOAD, CURRENT);
      mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, CELL, "getQualifierOffset", "()I", true);
      mv.visitVarInsn(Opcodes.ISTORE, Q_OFFSET);
      mv.visitVarInsn(Opcodes.ALOAD, CURRENT);
      mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, CELL, "getQualifierLength", "()I", true);
      mv.visitVarInsn(Opcodes.ISTORE, Q_LENGTH);
      familyBlocks(mv, context, self, next);
      mv.visitLabel(next);
      mv.visitIincInsn(I, 1);
      mv.visitJumpInsn(Opcodes.GOTO, loop);
      mv.visitLabel(loopEnd);
      mv.visitLabel(tryEnd);
      mv.visitJumpInsn(Opcodes.GOTO, after);
      mv.visitLabel(handler);
      mv.visitVarInsn(Opcodes.ASTORE, FAILURE);
      constant(mv, context, "SCHEMA", TableSchema.class);
      mv.visitVarInsn(Opcodes.ALOAD, CURRENT);
      mv.visitVarInsn(Opcodes.ALOAD, FAILURE);
      String mappingException = Type.getInternalName(org.hbasemapper.runtime.MappingException.class);
      mv.visitMethodInsn(Opcodes.INVOKESTATIC, mappingException, "forCell", "(" + Type.getDescriptor(TableSchema.class)
          + "L" + CELL + ";Ljava/lang/Throwable;)L" + mappingException + ";", false);
      mv.visitInsn(Opcodes.ATHROW);
      mv.visitLabel(after);
      if (!plan.dynamics.isEmpty() || plan.timestamp != null || !plan.embedded.isEmpty() || !plan.formers.isEmpty()
          || plan.columns.stream().anyMatch(c -> c.kind() == EntityPlan.ColumnKind.VERSIONS)) {
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        mv.visitVarInsn(Opcodes.ALOAD, VALUES);
        mv.visitVarInsn(Opcodes.ALOAD, ROW);
        mv.visitVarInsn(Opcodes.ALOAD, ROWS);
        mv.visitVarInsn(Opcodes.LLOAD, TIMESTAMP);
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, self, "complete", "([L" + OBJECT + ";" + BYTES
            + Type.getDescriptor(org.hbasemapper.runtime.WideRowSource.class) + "J)V", false);
      }
      mv.visitVarInsn(Opcodes.ALOAD, 0);
      mv.visitVarInsn(Opcodes.ALOAD, VALUES);
      mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, self, "newEntity", "([L" + OBJECT + ";)L" + OBJECT + ";", false);
      mv.visitInsn(Opcodes.ARETURN);
      mv.visitLabel(empty);
      mv.visitInsn(Opcodes.ACONST_NULL);
      mv.visitInsn(Opcodes.ARETURN);
      return new Size(10, FAILURE + 1);
    }

    /** A switch over the families read: each column family's chain of qualifier tests, each map's entry. */
    private void familyBlocks(MethodVisitor mv, Implementation.Context context, String self, Label next) {
      List<String> withColumns = RuntimeMapper.columnFamilies(plan);
      int families = withColumns.size() + plan.dynamics.size();
      if (families == 0) {
        return;
      }
      Label[] cases = new Label[families];
      for (int f = 0; f < families; f++) {
        cases[f] = new Label();
      }
      mv.visitVarInsn(Opcodes.ILOAD, FAMILY);
      mv.visitTableSwitchInsn(0, families - 1, next, cases);
      for (int f = 0; f < withColumns.size(); f++) {
        mv.visitLabel(cases[f]);
        for (int i = 0; i < plan.columns.size(); i++) {
          EntityPlan.Column c = plan.columns.get(i);
          if (!c.family().equals(withColumns.get(f))) {
            continue;
          }
          if (c.kind() == EntityPlan.ColumnKind.VERSIONS) {
            readVersion(mv, context, i, c, next);
            continue;
          }
          Label other = cellTest(mv, context, c.slot(), "QUALIFIER_" + i);
          if (c.kind() == EntityPlan.ColumnKind.PRESENCE) {
            // the value's slot says it was found; the value is built once every cell is read
            mv.visitFieldInsn(Opcodes.GETSTATIC, "java/lang/Boolean", "TRUE", "Ljava/lang/Boolean;");
          } else {
            constant(mv, context, "CODEC_" + i, ValueCodec.class);
            cellValue(mv);
            mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, VALUE_CODEC, "decode", "(" + BYTES + "II)L" + OBJECT + ";",
                true);
          }
          taken(mv, next, other);
        }
        // after every column's own qualifier: a former one's newest cell is set aside, taken by complete
        for (int k = 0; k < plan.formers.size(); k++) {
          EntityPlan.Former former = plan.formers.get(k);
          if (!plan.columns.get(former.column()).family().equals(withColumns.get(f))) {
            continue;
          }
          Label other = cellTest(mv, context, former.slot(), "FORMER_" + k);
          mv.visitVarInsn(Opcodes.ALOAD, CURRENT);
          taken(mv, next, other);
        }
        mv.visitJumpInsn(Opcodes.GOTO, next);
      }
      for (int f = withColumns.size(); f < families; f++) {
        int i = f - withColumns.size();
        EntityPlan.Dynamic d = plan.dynamics.get(i);
        // every cell of the family is an entry; the first version of a qualifier, the newest, wins
        mv.visitLabel(cases[f]);
        Label exists = new Label();
        value(mv, VALUES, d.slot());
        mv.visitJumpInsn(Opcodes.IFNONNULL, exists);
        mv.visitVarInsn(Opcodes.ALOAD, VALUES);
        pushInt(mv, d.slot());
        String mapType = d.sorted() ? "java/util/TreeMap" : "java/util/LinkedHashMap";
        mv.visitTypeInsn(Opcodes.NEW, mapType);
        mv.visitInsn(Opcodes.DUP);
        mv.visitMethodInsn(Opcodes.INVOKESPECIAL, mapType, "<init>", "()V", false);
        mv.visitInsn(Opcodes.AASTORE);
        mv.visitLabel(exists);
        value(mv, VALUES, d.slot());
        mv.visitTypeInsn(Opcodes.CHECKCAST, MAP);
        constant(mv, context, "MAP_KEYS_" + i, KeyCodec.class);
        mv.visitVarInsn(Opcodes.ALOAD, Q);
        mv.visitVarInsn(Opcodes.ILOAD, Q_OFFSET);
        mv.visitVarInsn(Opcodes.ILOAD, Q_LENGTH);
        mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, Type.getInternalName(KeyCodec.class), "read",
            "(" + BYTES + "II)L" + OBJECT + ";", true);
        constant(mv, context, "MAP_VALUES_" + i, ValueCodec.class);
        cellValue(mv);
        mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, VALUE_CODEC, "decode", "(" + BYTES + "II)L" + OBJECT + ";", true);
        mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, MAP, "putIfAbsent", "(L" + OBJECT + ";L" + OBJECT + ";)L" + OBJECT
            + ";", true);
        mv.visitInsn(Opcodes.POP);
        mv.visitJumpInsn(Opcodes.GOTO, next);
      }
    }

    /**
     * The test of one qualifier in the read loop's chain, {@code if (values[slot] == null && matches(q, qOffset,
     * qLength, QUALIFIER)) values[slot] = ...}, as far as the value: jumps to the label returned when the slot
     * is taken or the qualifier is another, else leaves the array and the slot on the stack for the value.
     */
    private static Label cellTest(MethodVisitor mv, Implementation.Context context, int slot, String qualifier) {
      Label other = new Label();
      value(mv, VALUES, slot);
      mv.visitJumpInsn(Opcodes.IFNONNULL, other);
      mv.visitVarInsn(Opcodes.ALOAD, Q);
      mv.visitVarInsn(Opcodes.ILOAD, Q_OFFSET);
      mv.visitVarInsn(Opcodes.ILOAD, Q_LENGTH);
      constant(mv, context, qualifier, byte[].class);
      mv.visitMethodInsn(Opcodes.INVOKESTATIC, MAPPER_SUPPORT, "matches", "(" + BYTES + "II" + BYTES + ")Z", false);
      mv.visitJumpInsn(Opcodes.IFEQ, other);
      mv.visitVarInsn(Opcodes.ALOAD, VALUES);
      pushInt(mv, slot);
      return other;
    }

    /**
     * A cell of a {@code @Versions} map, whose versions come newest first: while the map holds fewer than
     * its {@code max}, {@code map.put(cell.getTimestamp(), CODEC.decode(...))}, the map made on the first.
     */
    private static void readVersion(MethodVisitor mv, Implementation.Context context, int i, EntityPlan.Column c,
        Label next) {
      Label other = new Label();
      Label wanted = new Label();
      Label made = new Label();
      value(mv, VALUES, c.slot());
      mv.visitJumpInsn(Opcodes.IFNULL, wanted);
      value(mv, VALUES, c.slot());
      mv.visitTypeInsn(Opcodes.CHECKCAST, MAP);
      mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, MAP, "size", "()I", true);
      pushInt(mv, c.versions());
      mv.visitJumpInsn(Opcodes.IF_ICMPGE, other);
      mv.visitLabel(wanted);
      mv.visitVarInsn(Opcodes.ALOAD, Q);
      mv.visitVarInsn(Opcodes.ILOAD, Q_OFFSET);
      mv.visitVarInsn(Opcodes.ILOAD, Q_LENGTH);
      constant(mv, context, "QUALIFIER_" + i, byte[].class);
      mv.visitMethodInsn(Opcodes.INVOKESTATIC, MAPPER_SUPPORT, "matches", "(" + BYTES + "II" + BYTES + ")Z", false);
      mv.visitJumpInsn(Opcodes.IFEQ, other);
      value(mv, VALUES, c.slot());
      mv.visitJumpInsn(Opcodes.IFNONNULL, made);
      mv.visitVarInsn(Opcodes.ALOAD, VALUES);
      pushInt(mv, c.slot());
      mv.visitTypeInsn(Opcodes.NEW, "java/util/TreeMap");
      mv.visitInsn(Opcodes.DUP);
      mv.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/util/TreeMap", "<init>", "()V", false);
      mv.visitInsn(Opcodes.AASTORE);
      mv.visitLabel(made);
      value(mv, VALUES, c.slot());
      mv.visitTypeInsn(Opcodes.CHECKCAST, MAP);
      mv.visitVarInsn(Opcodes.ALOAD, CURRENT);
      mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, CELL, "getTimestamp", "()J", true);
      mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/Long", "valueOf", "(J)Ljava/lang/Long;", false);
      constant(mv, context, "CODEC_" + i, ValueCodec.class);
      cellValue(mv);
      mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, VALUE_CODEC, "decode", "(" + BYTES + "II)L" + OBJECT + ";", true);
      mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, MAP, "put", "(L" + OBJECT + ";L" + OBJECT + ";)L" + OBJECT + ";",
          true);
      mv.visitInsn(Opcodes.POP);
      mv.visitJumpInsn(Opcodes.GOTO, next);
      mv.visitLabel(other);
    }

    /** Stores the value {@link #cellTest} left room for, goes on to the next cell, and opens {@code other}. */
    private static void taken(MethodVisitor mv, Label next, Label other) {
      mv.visitInsn(Opcodes.AASTORE);
      mv.visitJumpInsn(Opcodes.GOTO, next);
      mv.visitLabel(other);
    }

    /** Pushes the current cell's value: its array, offset and length. */
    private static void cellValue(MethodVisitor mv) {
      mv.visitVarInsn(Opcodes.ALOAD, CURRENT);
      mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, CELL, "getValueArray", "()" + BYTES, true);
      mv.visitVarInsn(Opcodes.ALOAD, CURRENT);
      mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, CELL, "getValueOffset", "()I", true);
      mv.visitVarInsn(Opcodes.ALOAD, CURRENT);
      mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, CELL, "getValueLength", "()I", true);
    }
  }

  /** Pushes key component {@code i}'s constant. */
  private static void component(MethodVisitor mv, Implementation.Context context, int i) {
    constant(mv, context, "KEY_" + i, KeyComponent.class);
  }

  /** Pushes {@code values[slot]}, the values being local 1. */
  private static void value(MethodVisitor mv, int slot) {
    value(mv, 1, slot);
  }

  private static void value(MethodVisitor mv, int local, int slot) {
    mv.visitVarInsn(Opcodes.ALOAD, local);
    pushInt(mv, slot);
    mv.visitInsn(Opcodes.AALOAD);
  }

  /**
   * Pushes where the components the salt or hash is computed from end: a fixed offset when they all have
   * a fixed width, else the length of the key array in local {@code row}.
   */
  private static void prefixEnd(MethodVisitor mv, EntityPlan plan, int row) {
    int end = plan.prefix.length();
    for (int i = 0; i < plan.prefix.ofCount(); i++) {
      int width = plan.key.get(i).byteWidth();
      if (width == 0) {
        mv.visitVarInsn(Opcodes.ALOAD, row);
        mv.visitInsn(Opcodes.ARRAYLENGTH);
        return;
      }
      end += width;
    }
    pushInt(mv, end);
  }

  /**
   * Reads {@code member} of the object on the stack, of class {@code owner}: {@code entity.field} or
   * {@code entity.getter()}; a field of a mapped superclass is named through {@code owner}, as javac names it.
   */
  private static void read(MethodVisitor mv, String owner, Member member) {
    if (member instanceof Field f) {
      mv.visitFieldInsn(Opcodes.GETFIELD, owner, f.getName(), Type.getDescriptor(f.getType()));
    } else {
      Method m = (Method) member;
      mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, owner, m.getName(), Type.getMethodDescriptor(m), false);
    }
  }

  /**
   * Gives the entity below the value on the stack the value: {@code entity.field = (T) value} or
   * {@code entity.setField((T) value)}, dropping what a fluent setter returns.
   */
  private static void write(MethodVisitor mv, String owner, Member member) {
    if (member instanceof Field f) {
      unbox(mv, f.getType());
      mv.visitFieldInsn(Opcodes.PUTFIELD, owner, f.getName(), Type.getDescriptor(f.getType()));
      return;
    }
    Method m = (Method) member;
    unbox(mv, m.getParameterTypes()[0]);
    mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, owner, m.getName(), Type.getMethodDescriptor(m), false);
    Class<?> returned = m.getReturnType();
    if (returned == long.class || returned == double.class) {
      mv.visitInsn(Opcodes.POP2);
    } else if (returned != void.class) {
      mv.visitInsn(Opcodes.POP);
    }
  }

  /** Boxes the value of {@code type} on the stack: {@code Integer.valueOf(i)}; a reference stays as it is. */
  private static void box(MethodVisitor mv, Class<?> type) {
    if (!type.isPrimitive()) {
      return;
    }
    Class<?> boxed = ValueType.boxed(type);
    mv.visitMethodInsn(Opcodes.INVOKESTATIC, Type.getInternalName(boxed), "valueOf",
        Type.getMethodDescriptor(Type.getType(boxed), Type.getType(type)), false);
  }

  /** Casts the {@code Object} on the stack to {@code type}, unboxing it for a primitive: {@code ((Integer) v).intValue()}. */
  private static void unbox(MethodVisitor mv, Class<?> type) {
    if (!type.isPrimitive()) {
      if (type != Object.class) {
        mv.visitTypeInsn(Opcodes.CHECKCAST, Type.getInternalName(type));
      }
      return;
    }
    Class<?> boxed = ValueType.boxed(type);
    mv.visitTypeInsn(Opcodes.CHECKCAST, Type.getInternalName(boxed));
    mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, Type.getInternalName(boxed), type.getName() + "Value",
        Type.getMethodDescriptor(Type.getType(type)), false);
  }

  /** Pushes the value a field of {@code type} has before anything is assigned. */
  private static void pushDefault(MethodVisitor mv, Class<?> type) {
    if (type == long.class) {
      mv.visitInsn(Opcodes.LCONST_0);
    } else if (type == float.class) {
      mv.visitInsn(Opcodes.FCONST_0);
    } else if (type == double.class) {
      mv.visitInsn(Opcodes.DCONST_0);
    } else if (type.isPrimitive()) {
      mv.visitInsn(Opcodes.ICONST_0);
    } else {
      mv.visitInsn(Opcodes.ACONST_NULL);
    }
  }

  private static void pushInt(MethodVisitor mv, int value) {
    if (value >= -1 && value <= 5) {
      mv.visitInsn(Opcodes.ICONST_0 + value);
    } else if (value >= Byte.MIN_VALUE && value <= Byte.MAX_VALUE) {
      mv.visitIntInsn(Opcodes.BIPUSH, value);
    } else if (value >= Short.MIN_VALUE && value <= Short.MAX_VALUE) {
      mv.visitIntInsn(Opcodes.SIPUSH, value);
    } else {
      mv.visitLdcInsn(value);
    }
  }
}
